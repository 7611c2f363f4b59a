import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from './cart.machine.ts';
import { shownCart } from './cart.rules.ts';
import { finalPriceCents } from './final-price.ts';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** The cart as the customer sees it: the server's, with quantity changes still on their way. */
export const selectCart = (snapshot: CartSnapshot) =>
  shownCart(snapshot.context.serverCart, snapshot.context.calls);
export const selectLines = (snapshot: CartSnapshot) => selectCart(snapshot)?.lines ?? [];
export const selectItemCount = (snapshot: CartSnapshot) =>
  selectLines(snapshot).reduce((count, line) => count + line.quantity, 0);
export const selectIsEmpty = (snapshot: CartSnapshot) => selectLines(snapshot).length === 0;
export const selectCoupons = (snapshot: CartSnapshot) => snapshot.context.serverCart?.coupons ?? [];
/** A line whose change the server has not confirmed yet. */
export const selectIsLinePending = (snapshot: CartSnapshot, cartOrder: string) =>
  snapshot.context.calls.some(
    (call) => (call.kind === 'update' || call.kind === 'remove') && call.cartOrder === cartOrder,
  );

/** Spec §4 access: a guest has access with an order id (their guest session's). */
export const selectOrderId = (snapshot: CartSnapshot) => snapshot.context.orderId;
/** A guest's session, which their order's calls (coupons, invoice) name. */
export const selectSessionId = (snapshot: CartSnapshot) => snapshot.context.sessionId;

export const selectIsBusy = (snapshot: CartSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: CartSnapshot) => snapshot.context.error;
/** Spec §8: a coupon failure shows the server's detail when it gave one as text. */
export const selectCouponError = (snapshot: CartSnapshot) => {
  const { error } = snapshot.context;
  return error?.during === 'applyCoupon' || error?.during === 'removeCoupon' ? error : undefined;
};

export const selectGiftCard = (snapshot: CartSnapshot) => snapshot.context.giftCard;
export const selectUsesGiftCard = (snapshot: CartSnapshot) =>
  snapshot.context.useGiftCard && snapshot.context.giftCard !== undefined;

/** The total to show, with the delivery price the checkout option gives (0 for takeout). */
export function selectFinalPrice(snapshot: CartSnapshot, deliveryPriceCents: number): number {
  const { serverCart, giftCard } = snapshot.context;
  return finalPriceCents({
    orderAmountCents: serverCart?.totals.orderAmountCents ?? 0,
    deliveryPriceCents,
    giftCardBalanceCents: giftCard?.balanceCents ?? 0,
    useGiftCard: selectUsesGiftCard(snapshot),
  });
}
