import { createHmac, randomUUID } from 'node:crypto';
import { pspSignatureHeader, signatureHeaderValue, signedPayload } from '../../contract/psp-signature.ts';
import type { PspCharge, PspEvent } from '../../contract/schemas/psp.ts';
import { webhookPath } from '../payments/webhook-routes.ts';
import { sandboxKeys } from './payment-sandbox.ts';
import type { TestApp } from './test-app.ts';

/** An event as the provider would send it about `charge` (a fresh id unless one is given). */
export const chargeEvent = (type: PspEvent['type'], charge: PspCharge, id = `evt_${randomUUID()}`) =>
  ({ id, type, created_at: new Date().toISOString(), data: charge }) as PspEvent;

const textOf = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));

/** The signature header the provider sends with `body`: the account's webhook secret, the time now. */
export function signatureOf(body: unknown, signing: { secret?: string; at?: number } = {}): string {
  const at = signing.at ?? Math.floor(Date.now() / 1000);
  const hex = createHmac('sha256', signing.secret ?? sandboxKeys.webhookSecret)
    .update(signedPayload(at, textOf(body)))
    .digest('hex');
  return signatureHeaderValue(at, hex);
}

/** Posts a webhook body to the API, signed as the provider signs it unless `header` says otherwise ('' for none). */
export function postWebhook(
  t: TestApp,
  body: unknown,
  signing: { secret?: string; at?: number; header?: string } = {},
) {
  const header = signing.header ?? signatureOf(body, signing);
  return t.request(webhookPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { [pspSignatureHeader]: header } : {}) },
    body: textOf(body),
  });
}

/** The sandbox's record of the charge made for a payment reference (the last one). */
export function chargeAtSandbox(t: TestApp, reference: string): PspCharge {
  const charge = t.psp
    .ledger()
    .map((made) => made.charge)
    .filter((made) => made.reference === reference)
    .at(-1);
  if (!charge) throw new Error(`no charge for ${reference}`);
  return charge;
}
