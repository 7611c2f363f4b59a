import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { readBrCode } from '../contract/pix/br-code.ts';
import { pspBankPayment } from '../contract/schemas/psp.ts';
import { bankHome, bankPaid, bankPolicy, bankRefused } from './bank-page.ts';
import { type ChargeBook, SandboxError } from './charges.ts';
import type { SandboxState } from './sandbox-state.ts';

/** What the customer reads when the bank refuses a payment. */
const refusals: Record<string, string> = {
  charge_not_found: 'Nenhuma cobrança PIX tem este código.',
  charge_expired: 'Esta cobrança PIX expirou. Peça um novo código a quem cobra.',
  charge_paid: 'Esta cobrança PIX já foi paga.',
  amount_mismatch: 'O valor do código não é o da cobrança.',
  invalid_request: 'Este não é um código PIX válido. Copie o código inteiro e cole aqui.',
};

/**
 * The customer's bank: `GET /bank` and `POST /bank/pix` (a form's `br_code`) pay a PIX charge of
 * this provider. A call that asks for JSON gets `{ status, txid, amount }` or an error answer.
 */
export function bankRoutes(app: Hono, { state, book }: { state: SandboxState; book: ChargeBook }): void {
  app.get('/bank', (c) => {
    c.header('Content-Security-Policy', bankPolicy);
    const waiting = [...state.charges.values()]
      .map(({ charge }) => charge)
      .filter((charge) => charge.status === 'pending' && charge.pix !== null)
      .reverse();
    return c.html(bankHome(waiting));
  });

  app.post('/bank/pix', async (c) => {
    const wantsJson = (c.req.header('accept') ?? '').includes('application/json');
    const form = await c.req.parseBody().catch(() => ({}));
    try {
      const parsed = z.safeParse(pspBankPayment, form);
      const code = parsed.success ? readBrCode(parsed.data.br_code) : undefined;
      if (!code) throw new SandboxError(400, 'invalid_request', 'not a PIX BR Code');
      const charge = book.payPix(code.txid, code.amountCents);
      if (wantsJson) return c.json({ status: charge.status, txid: code.txid, amount: charge.amount });
      c.header('Content-Security-Policy', bankPolicy);
      return c.html(bankPaid(charge, code.merchantName));
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error;
      if (wantsJson) return c.json({ error: { code: error.code, message: error.message } }, error.status);
      c.header('Content-Security-Policy', bankPolicy);
      return c.html(bankRefused(refusals[error.code] ?? error.message), error.status);
    }
  });
}
