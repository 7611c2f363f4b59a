import * as z from 'zod/mini';
import { money } from './common.ts';
import { requestId, typedCode } from './order-fields.ts';

/** Gift cards (spec §7): redeemed onto a cart, whose `use_gift_card` flag says whether it pays. */

/** The redeem form's fields as the brand asks for them. */
export const giftCardForm = z.lazy(() =>
  z.object({
    fields: z.array(
      z.object({
        name: z.string(),
        label: z.string(),
        placeholder: z.string(),
        max_length: z.int(),
        /** A mask in the SPA's notation (# digit, @ letter, * alphanumeric). */
        mask: z.string(),
      }),
    ),
  }),
);
export type GiftCardForm = z.infer<typeof giftCardForm>;

export const giftCardBalanceQuery = z.lazy(() => z.object({ code: typedCode }));

export const giftCardBalance = z.lazy(() => z.object({ code: z.string(), balance: money }));
export type GiftCardBalance = z.infer<typeof giftCardBalance>;

export const redeemGiftCardBody = z.lazy(() => z.object({ code: typedCode, order_id: requestId }));
export type RedeemGiftCardBody = z.input<typeof redeemGiftCardBody>;
