import type { Hono } from 'hono';
import { pspSignatureHeader } from '../../contract/psp-signature.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { webhooks } from '../ops/metrics.ts';
import { applyOutcome } from './apply-outcome.ts';
import { type PaymentProvider, WebhookRefused } from './provider.ts';

export const webhookPath = '/api/payments/v1/webhooks';

/**
 * The provider's notices: checked against its signature over the raw body (a bad one, one outside the
 * time window or an event we do not know: 400), applied once by event id (a retry is acknowledged and
 * not applied again), and applied idempotently besides (a charge's own answer may have come first). A
 * notice for no payment of ours is 404; the provider tries it again later.
 */
export function webhookRoutes(app: Hono<AppEnv>, api: ApiRouter, db: Db, provider: PaymentProvider): void {
  app.post(webhookPath, async (c) => {
    const body = await c.req.text();
    let reading: ReturnType<PaymentProvider['readWebhook']>;
    try {
      reading = provider.readWebhook(body, c.req.header(pspSignatureHeader), new Date());
    } catch (error) {
      if (!(error instanceof WebhookRefused)) throw error;
      webhooks.inc({ source: 'psp', outcome: 'refused' });
      throw new HttpError(400, error.message, error.code);
    }
    const { eventId, outcome } = reading;
    const [seen] = await db.query('select 1 from psp_events where id = $1', [eventId]);
    if (!seen) {
      if (!(await applyOutcome(db, provider, outcome, c.get('clock').now()))) {
        webhooks.inc({ source: 'psp', outcome: 'unknown_payment' });
        throw new HttpError(404, 'no payment has this reference', 'PAYMENT_NOT_FOUND');
      }
      await db.query(
        'insert into psp_events (id, type, reference) values ($1, $2, $3) on conflict (id) do nothing',
        [eventId, outcome.type, outcome.reference],
      );
    }
    webhooks.inc({ source: 'psp', outcome: seen ? 'duplicate' : 'accepted' });
    return c.json({ received: true });
  });
  api.document({
    method: 'post',
    path: webhookPath,
    summary:
      "The payment provider's notices (a PIX paid or expired, a card captured, a refund done or failed): signed, applied once",
    contentType: 'application/json',
  });
}
