import * as z from 'zod/mini';
import { line, maxLength, requiredLine } from './limits.ts';
import { requestId } from './order-fields.ts';

/** Wallet and provider-redirect payments of orders (spec §2 and §7). */

/** Apple Pay merchant validation: `verification_url` is the `validationURL` of Apple's event. */
export const appleSessionBody = z.lazy(() =>
  z.object({
    verification_url: line(300).check(z.url()),
    order_id: requestId,
  }),
);
export type AppleSessionBody = z.input<typeof appleSessionBody>;

/** The payment provider sends the customer back with the order and its charge's reference (a PIX txid). */
export const externalConfirmationBody = z.lazy(() =>
  z.object({
    order_id: requestId,
    reference: requiredLine(maxLength.id),
  }),
);
export type ExternalConfirmationBody = z.input<typeof externalConfirmationBody>;

/**
 * Where the browser tokenizes a card (the payment provider's origin) and the public key it does so
 * with; the page carries it too (`<script type="application/json" id="payment-provider">`).
 */
export const paymentProvider = z.lazy(() => z.object({ origin: z.string(), public_key: z.string() }));
export type PaymentProviderConfig = z.infer<typeof paymentProvider>;
