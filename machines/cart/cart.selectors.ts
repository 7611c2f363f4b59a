import type { SnapshotFrom } from 'xstate';
import type { AppSnapshot, CartActor } from '../app/app.selectors.ts';
import type { cartMachine } from './cart.machine.ts';
import { isRepricing, shownCart } from './cart.rules.ts';
import { finalPriceCents } from './final-price.ts';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** The cart of the app's tree; undefined until its code arrived. */
export const selectCartOf = (app: AppSnapshot) => app.children.cart as CartActor | undefined;

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

export const selectGiftCardError = (snapshot: CartSnapshot) => {
  const { error } = snapshot.context;
  return error?.during === 'redeemGiftCard' || error?.during === 'useGiftCard' ? error : undefined;
};

/** The open cart could not follow the address the customer chose (it still goes to the one before). */
export const selectAddressChangeError = (snapshot: CartSnapshot) => {
  const { error } = snapshot.context;
  return error?.during === 'changeAddress' ? error : undefined;
};

/** The gift card redeemed onto the cart, as the server holds it. */
export const selectGiftCard = (snapshot: CartSnapshot) => selectCart(snapshot)?.giftCard ?? undefined;
export const selectUsesGiftCard = (snapshot: CartSnapshot) => {
  const cart = selectCart(snapshot);
  return cart?.useGiftCard === true && cart.giftCard !== null;
};
/** A change the server has not priced yet: the totals shown are the last the server gave. */
export const selectIsRepricing = (snapshot: CartSnapshot) => isRepricing(snapshot.context.calls);

/** The total to show, with the delivery price the checkout option gives (0 for takeout). */
export function selectFinalPrice(snapshot: CartSnapshot, deliveryPriceCents: number): number {
  return finalPriceCents({
    orderAmountCents: snapshot.context.serverCart?.totals.orderAmountCents ?? 0,
    deliveryPriceCents,
    giftCardBalanceCents: selectGiftCard(snapshot)?.balanceCents ?? 0,
    useGiftCard: selectUsesGiftCard(snapshot),
  });
}

/** What the server charges for delivery (0 for takeout); display only. */
export const selectDeliveryPrice = (snapshot: CartSnapshot) =>
  snapshot.context.serverCart?.deliveryPriceCents ?? 0;
export const selectDiscount = (snapshot: CartSnapshot) => snapshot.context.serverCart?.discountCents ?? 0;
export const selectItemsPrice = (snapshot: CartSnapshot) =>
  selectCart(snapshot)?.lines.reduce((sum, line) => sum + line.totalPriceCents, 0) ?? 0;
export const selectIsTakeout = (snapshot: CartSnapshot) =>
  snapshot.context.serverCart?.checkoutOption === 'takeout';
/** Spec §4 final price with the server's delivery price: what the cart and /payment show. */
export const selectShownTotal = (snapshot: CartSnapshot) =>
  selectFinalPrice(snapshot, selectDeliveryPrice(snapshot));

/** Where and when the order is had: the address and the ride, or the restaurant and its kitchen. */
export function selectFulfilment(snapshot: CartSnapshot) {
  const cart = snapshot.context.serverCart;
  if (cart === undefined) return undefined;
  const minutes = cart.estimateMinutes;
  return cart.checkoutOption === 'takeout'
    ? ({ kind: 'takeout', store: cart.store, minutes } as const)
    : ({ kind: 'delivery', place: cart.place?.label, minutes } as const);
}

/**
 * What paying for the cart starts from (the checkout's input but the browser's Apple Pay): the cart's
 * order, its lines and the final price shown (spec §4, the server's delivery price); undefined while
 * there is nothing to pay for.
 */
export function selectCheckoutDraft(snapshot: CartSnapshot) {
  const { context } = snapshot;
  const cart = context.serverCart;
  if (cart === undefined || cart.lines.length === 0 || context.orderId === undefined) return undefined;
  return {
    orderId: context.orderId,
    ...(context.isRegistered || context.sessionId === undefined ? {} : { sessionId: context.sessionId }),
    isRegistered: context.isRegistered,
    checkoutOption: cart.checkoutOption,
    serviceId: cart.serviceId,
    ...(cart.checkoutOption === 'delivery' && cart.place !== null
      ? {
          address: {
            ...(cart.place.id === undefined ? {} : { id: cart.place.id }),
            latitude: cart.place.latitude,
            longitude: cart.place.longitude,
          },
        }
      : {}),
    items: cart.lines.map((line) => ({
      itemId: line.itemId,
      name: line.name,
      priceCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
    totalCents: selectShownTotal(snapshot),
  };
}
