import { receiptEmailBody, tableAck } from '../../contract/schemas/table.ts';
import { HttpError } from '../http/http-error.ts';
import { limits } from '../http/limits.ts';
import { countHit, tooManyAttempts } from '../http/rate-limit.ts';
import { paymentNotFound, readablePayment } from './payment-access.ts';
import { sendReceipt } from './receipt.ts';
import type { TableDeps } from './table-deps.ts';

export function receiptRoutes({ api, db, userOf }: TableDeps): void {
  api.post(
    {
      path: '/api/order/v1/table/orders/:id/receipt',
      summary:
        "E-mails the receipt of an approved table payment again, in the request's language: for the payer's seat (x-seat-token) or account only",
      body: receiptEmailBody,
      response: tableAck,
    },
    async ({ body }, c) => {
      const { found, payer } = await readablePayment(db, c, c.req.param('id') ?? '', await userOf(c));
      if (!payer) throw paymentNotFound();
      if (found.status !== 'APPROVED') {
        throw new HttpError(409, 'the payment is not paid', 'PAYMENT_NOT_APPROVED');
      }
      const { windowSeconds, perPayment } = limits.receipts;
      const counted = await countHit(db, 'receipt-payment', found.id, windowSeconds);
      if (counted.hits > perPayment) throw tooManyAttempts(counted.retryAfter);
      await sendReceipt(db, found.id, { email: body.email.toLowerCase(), locale: c.get('locale') });
      return { ok: true as const };
    },
  );
}
