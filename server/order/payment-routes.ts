import { createHash, randomBytes } from 'node:crypto';
import { appleMerchantSession } from '../../contract/schemas/apple-merchant-session.ts';
import { orderProgress } from '../../contract/schemas/orders.ts';
import {
  appleSessionBody,
  externalConfirmationBody,
  paymentProvider,
} from '../../contract/schemas/payments.ts';
import { HttpError } from '../http/http-error.ts';
import { requireProvider } from '../payments/provider-from-env.ts';
import { findCart, findOwnOrder, orderNotFound } from './carts.ts';
import type { OrderDeps } from './order-deps.ts';
import { progressView } from './order-view.ts';
import { settleExpiredPix } from './pix-settlement.ts';

const base = '/api/order/v1/payments';

/** Apple's merchant validation hosts (production, certification and regional pods). */
const appleGateway = /^(cn-)?apple-pay-gateway(-[a-z0-9-]+)?\.apple\.com$/;
/** The sandbox's merchant identifier (Apple answers its hash). */
const merchantId = 'merchant.br.com.brasagrill.sandbox';

export function paymentRoutes({ api, db, owner, provider }: OrderDeps): void {
  api.get(
    {
      path: `${base}/provider`,
      summary:
        "Where the browser tokenizes a card: the payment provider's origin and public key (503 without a provider)",
      response: paymentProvider,
    },
    () => {
      const { origin, publicKey } = requireProvider(provider);
      return { origin, public_key: publicKey };
    },
  );

  api.post(
    {
      path: `${base}/apple/start-session`,
      summary:
        "Apple Pay merchant validation for the cart `order_id`: a sandbox merchant session (Apple's gateway is not called)",
      body: appleSessionBody,
      response: appleMerchantSession,
    },
    async ({ body }, c) => {
      const url = new URL(body.verification_url);
      if (url.protocol !== 'https:' || !appleGateway.test(url.hostname)) {
        throw new HttpError(
          400,
          "verification_url is not Apple's merchant validation",
          'INVALID_VERIFICATION_URL',
        );
      }
      await findCart(db, await owner(c), body.order_id);
      const epochTimestamp = c.get('clock').now().getTime();
      const session = {
        epochTimestamp,
        expiresAt: epochTimestamp + 5 * 60_000,
        merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
        nonce: randomBytes(4).toString('hex'),
        merchantIdentifier: createHash('sha256').update(merchantId).digest('hex').toUpperCase(),
        domainName: new URL(c.req.url).hostname,
        displayName: c.get('brand').name,
      };
      // Apple's is a PKCS #7 signature; the sandbox marks its session as its own.
      const signature = `sandbox.${createHash('sha256').update(JSON.stringify(session)).digest('base64url')}`;
      return { ...session, signature };
    },
  );

  api.post(
    {
      path: `${base}/external-confirmation`,
      summary:
        "Back from the payment provider with the order and its charge's reference: the order as the provider's notice left it",
      body: externalConfirmationBody,
      response: orderProgress,
    },
    async ({ body }, c) => {
      const who = await owner(c);
      const now = c.get('clock').now();
      const found = await findOwnOrder(db, who, body.order_id);
      if (!found) throw orderNotFound();
      const [charge] = await db.query('select 1 from order_payments where order_id = $1 and pix_txid = $2', [
        found.id,
        body.reference,
      ]);
      if (!charge) throw new HttpError(404, 'transaction not found', 'TRANSACTION_NOT_FOUND');
      await settleExpiredPix(db, now, { orderId: found.id });
      const row = await findOwnOrder(db, who, found.id);
      if (!row) throw orderNotFound();
      return progressView(row, now);
    },
  );
}
