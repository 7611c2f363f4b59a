import type { SnapshotFrom } from 'xstate';
import type { AppSnapshot, CheckoutActor } from '../app/app.selectors.ts';
import { pixSecondsLeft } from '../table-payment/pix-seconds-left.ts';
import type { walletMachine } from '../wallet/wallet.machine.ts';
import type { applePayMachine } from './apple-pay.machine.ts';
import { hasContact, hasPaymentDetails, isOffered } from './checkout.context.ts';
import type { checkoutMachine } from './checkout.machine.ts';
import type { CheckoutMethod } from './checkout.types.ts';
import type { placeOrderMachine } from './place-order.machine.ts';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Paying for the cart at /payment; undefined off the page, while its code downloads, or without a cart. */
export const selectCheckoutOf = (app: AppSnapshot) =>
  app.children.checkout as unknown as CheckoutActor | undefined;
/** The cart's or the checkout's code could not come (offline), or the chart failed. */
export const selectIsCheckoutUnavailable = (app: AppSnapshot) =>
  app.matches({ checkout: 'unavailable' }) || app.matches({ cart: 'unavailable' });
type WalletSnapshot = SnapshotFrom<typeof walletMachine>;
type PlaceOrderSnapshot = SnapshotFrom<typeof placeOrderMachine>;
type ApplePaySnapshot = SnapshotFrom<typeof applePayMachine>;

const childSnapshot = <T>(snapshot: CheckoutSnapshot, id: string): T | undefined =>
  (snapshot.children as Record<string, { getSnapshot: () => unknown } | undefined>)[id]?.getSnapshot() as
    | T
    | undefined;

export const selectIsChecking = (snapshot: CheckoutSnapshot) => snapshot.hasTag('checking');
/** The choices kept on this device are being read: nothing to show yet. */
export const selectIsRestoring = (snapshot: CheckoutSnapshot) => snapshot.hasTag('restoring');
/** Why the order cannot be placed now (the store closed, the address left the area…). */
export const selectUnavailableReason = (snapshot: CheckoutSnapshot) =>
  snapshot.hasTag('unavailable') ? snapshot.context.unavailable : undefined;

const METHODS: CheckoutMethod[] = ['card', 'pix', 'applePay'];
/** Spec §2: Apple Pay only where the browser can make payments with it. */
export const selectOfferedMethods = (snapshot: CheckoutSnapshot) =>
  METHODS.filter((method) => isOffered(snapshot.context, method));
export const selectCard = (snapshot: CheckoutSnapshot) => snapshot.context.card;
/** How the customer chose to pay; undefined until they chose. */
export const selectMethod = (snapshot: CheckoutSnapshot) => snapshot.context.method;
export const selectIsPlacing = (snapshot: CheckoutSnapshot) => snapshot.hasTag('placing');
export const selectIsCheckFailed = (snapshot: CheckoutSnapshot) =>
  snapshot.hasTag('error') && !snapshot.hasTag('choosing');
export const selectCanPay = (snapshot: CheckoutSnapshot) =>
  snapshot.hasTag('choosing') && hasPaymentDetails(snapshot.context);
/** A guest says whom the restaurant calls; an account is called at its own name and phone. */
export const selectNeedsContact = (snapshot: CheckoutSnapshot) => !snapshot.context.isRegistered;
export const selectHasContact = (snapshot: CheckoutSnapshot) => hasContact(snapshot.context);
export const selectContact = (snapshot: CheckoutSnapshot) => snapshot.context.contact;

/** Saved cards, the default first (a guest has none). */
export const selectSavedCards = (snapshot: CheckoutSnapshot) =>
  childSnapshot<WalletSnapshot>(snapshot, 'wallet')?.context.cards ?? [];
export const selectIsWalletBusy = (snapshot: CheckoutSnapshot) =>
  childSnapshot<WalletSnapshot>(snapshot, 'wallet')?.hasTag('busy') === true;
export const selectWalletError = (snapshot: CheckoutSnapshot) =>
  childSnapshot<WalletSnapshot>(snapshot, 'wallet')?.context.error;

export const selectIsBusy = (snapshot: CheckoutSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: CheckoutSnapshot) => snapshot.context.error;

/** The merchant session the view completes Apple Pay's merchant validation with. */
export function selectApplePayMerchantSession(snapshot: CheckoutSnapshot) {
  const applePay = childSnapshot<ApplePaySnapshot>(snapshot, 'applePay');
  return applePay?.hasTag('authorizing') ? applePay.context.merchantSession : undefined;
}

const placing = (snapshot: CheckoutSnapshot) => childSnapshot<PlaceOrderSnapshot>(snapshot, 'placeOrder');

/** The PIX code to show (QR image and copy-and-paste), while it waits for the bank. */
export function selectPix(snapshot: CheckoutSnapshot) {
  const child = placing(snapshot);
  return child?.hasTag('pix') ? child.context.pix : undefined;
}

/** What the PIX code charges: the order's total as the server placed it. */
export function selectPixAmount(snapshot: CheckoutSnapshot) {
  const child = placing(snapshot);
  return child?.hasTag('pix') ? child.context.placed?.totalCents : undefined;
}

/** Whole seconds until the PIX code expires at `now` (the view ticks), counted from its receipt. */
export function selectSecondsLeft(snapshot: CheckoutSnapshot, now: number): number | undefined {
  const pix = selectPix(snapshot);
  return pix === undefined ? undefined : pixSecondsLeft(pix, now);
}

export const selectIsPixExpired = (snapshot: CheckoutSnapshot) => snapshot.hasTag('pixExpired');

/** The answer was lost and the order is being looked up: "payment status unknown". */
export const selectIsPaymentUnknown = (snapshot: CheckoutSnapshot) =>
  placing(snapshot)?.hasTag('unknown') === true;

/** Still unknown after the automatic tries: offer `reconcile.retry`. */
export function selectCanRetryReconcile(snapshot: CheckoutSnapshot): boolean {
  const child = placing(snapshot);
  if (child?.hasTag('unknown') !== true) return false;
  if (child.hasTag('stuck')) return true;
  const reconciliation = (
    child.children as Record<string, { getSnapshot: () => unknown } | undefined>
  ).reconciliation?.getSnapshot() as { hasTag?: (tag: string) => boolean } | undefined;
  return reconciliation?.hasTag?.('stuck') === true;
}

export const selectPlacedOrder = (snapshot: CheckoutSnapshot) => snapshot.context.placed;
