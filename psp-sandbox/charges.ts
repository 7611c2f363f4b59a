import { randomBytes } from 'node:crypto';
import { brCode } from '../contract/pix/br-code.ts';
import type { PspCharge, PspChargeRequest, PspEvent, PspRefund } from '../contract/schemas/psp.ts';
import type { SandboxState, StoredToken } from './sandbox-state.ts';
import type { WebhookDelivery } from './webhook-delivery.ts';

/** The merchant's PIX account at this provider: the key and the city its BR Codes carry. */
export interface PixAccount {
  key: string;
  merchantName: string;
  merchantCity: string;
}

/** An error answer: `{ error: { code, message } }` with the status. */
export class SandboxError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 410 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random alphanumerics (the BCB allows 26–35 for a charge's txid). */
const newTxid = () => Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join('');

/**
 * Charges, their PIX payments and expiries, refunds: each change is kept and announced to the
 * merchant by a webhook.
 */
export function chargeBook(state: SandboxState, webhooks: WebhookDelivery, pix: PixAccount) {
  const expiries = new Map<string, NodeJS.Timeout>();

  function announce(type: PspEvent['type'], data: PspCharge | PspRefund): void {
    webhooks.send({ id: newId('evt'), type, created_at: new Date().toISOString(), data } as PspEvent);
  }

  function record(charge: PspCharge, token: string | null): PspCharge {
    state.charges.set(charge.id, { charge, token });
    state.save();
    return charge;
  }

  function blank(request: PspChargeRequest): Omit<PspCharge, 'payment_method' | 'status'> {
    return {
      id: newId('ch'),
      reference: request.reference,
      amount: request.amount,
      currency: 'BRL',
      failure_code: null,
      card: null,
      pix: null,
      amount_refunded: 0,
      refunds: [],
      created_at: new Date().toISOString(),
      paid_at: null,
    };
  }

  function chargeCard(request: PspChargeRequest, token: StoredToken): PspCharge {
    const outcome =
      token.behaviour === 'DECLINE'
        ? { status: 'declined' as const, failure_code: 'card_declined' }
        : token.behaviour === 'ERROR'
          ? { status: 'failed' as const, failure_code: 'processing_error' }
          : { status: 'captured' as const, failure_code: null };
    const charge = record(
      {
        ...blank(request),
        payment_method: 'card',
        ...outcome,
        card: { brand: token.brand, last_four_digits: token.last4 },
        paid_at: outcome.status === 'captured' ? new Date().toISOString() : null,
      },
      token.id,
    );
    announce(charge.status === 'captured' ? 'charge.captured' : 'charge.failed', charge);
    return charge;
  }

  function expireLater(charge: PspCharge): void {
    if (charge.status !== 'pending' || !charge.pix) return;
    const timer = setTimeout(() => expire(charge.id), Date.parse(charge.pix.expires_at) - Date.now());
    timer.unref();
    expiries.set(charge.id, timer);
  }

  function expire(chargeId: string): void {
    expiries.delete(chargeId);
    const stored = state.charges.get(chargeId);
    if (stored?.charge.status !== 'pending') return;
    stored.charge = { ...stored.charge, status: 'expired' };
    state.save();
    announce('pix.expired', stored.charge);
  }

  function chargePix(request: PspChargeRequest, expiresIn: number, descriptor: string | undefined) {
    const txid = newTxid();
    const code = brCode({
      key: pix.key,
      merchantName: descriptor ?? pix.merchantName,
      merchantCity: pix.merchantCity,
      txid,
      amountCents: request.amount,
      dynamic: true,
    });
    const expiresAt = new Date(Date.now() + expiresIn * 1000).toISOString();
    const charge = record(
      {
        ...blank(request),
        payment_method: 'pix',
        status: 'pending',
        pix: { txid, br_code: code, expires_at: expiresAt },
      },
      null,
    );
    expireLater(charge);
    return charge;
  }

  // Charges a previous run left pending expire on time.
  for (const { charge } of state.charges.values()) expireLater(charge);

  return {
    create(request: PspChargeRequest): PspCharge {
      const method = request.payment_method;
      if (method.type === 'pix') return chargePix(request, method.expires_in, method.statement_descriptor);
      const token = state.tokens.get(method.token);
      if (!token) throw new SandboxError(400, 'token_not_found', 'no such card token');
      return chargeCard(request, token);
    },

    /** The customer's bank pays the charge `txid` for `amountCents`. */
    payPix(txid: string, amountCents: number | undefined): PspCharge {
      const stored = [...state.charges.values()].find(({ charge }) => charge.pix?.txid === txid);
      const charge = stored?.charge;
      if (!stored || !charge?.pix)
        throw new SandboxError(404, 'charge_not_found', 'no PIX charge has this code');
      if (amountCents !== charge.amount)
        throw new SandboxError(422, 'amount_mismatch', 'the amount is not the charge’s');
      if (charge.status === 'pending' && Date.parse(charge.pix.expires_at) <= Date.now()) expire(charge.id);
      if (stored.charge.status === 'expired')
        throw new SandboxError(410, 'charge_expired', 'this PIX charge expired');
      if (stored.charge.status !== 'pending')
        throw new SandboxError(409, 'charge_paid', 'this PIX charge was already paid');
      clearTimeout(expiries.get(charge.id));
      expiries.delete(charge.id);
      stored.charge = { ...charge, status: 'paid', paid_at: new Date().toISOString() };
      state.save();
      announce('pix.paid', stored.charge);
      return stored.charge;
    },

    refund(chargeId: string, amount: number | undefined): PspRefund {
      const stored = state.charges.get(chargeId);
      if (!stored) throw new SandboxError(404, 'charge_not_found', 'no such charge');
      const { charge } = stored;
      const left = charge.amount - charge.amount_refunded;
      if ((charge.status !== 'captured' && charge.status !== 'paid') || left === 0) {
        throw new SandboxError(409, 'charge_not_refundable', `a ${charge.status} charge cannot be refunded`);
      }
      const wanted = amount ?? left;
      if (wanted > left) throw new SandboxError(422, 'amount_too_large', 'more than the charge has left');
      const fails = stored.token !== null && state.tokens.get(stored.token)?.behaviour === 'REFUND_ERROR';
      const refund: PspRefund = {
        id: newId('re'),
        charge: charge.id,
        reference: charge.reference,
        amount: wanted,
        status: fails ? 'failed' : 'succeeded',
        failure_code: fails ? 'refund_declined' : null,
        created_at: new Date().toISOString(),
      };
      state.refunds.set(refund.id, refund);
      stored.charge = {
        ...charge,
        amount_refunded: charge.amount_refunded + (fails ? 0 : wanted),
        refunds: [...charge.refunds, refund],
      };
      state.save();
      announce(fails ? 'refund.failed' : 'refund.succeeded', refund);
      return refund;
    },

    stop(): void {
      for (const timer of expiries.values()) clearTimeout(timer);
      expiries.clear();
    },
  };
}

export type ChargeBook = ReturnType<typeof chargeBook>;
