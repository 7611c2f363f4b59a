import type { SnapshotFrom } from 'xstate';
import type { AppSnapshot, CouponsActor } from '../app/app.selectors.ts';
import type { couponsMachine } from './coupons.machine.ts';

type CouponsSnapshot = SnapshotFrom<typeof couponsMachine>;

/** The coupons of /cupons in the app's tree; undefined while its code downloads or when it could not. */
export const selectCouponListOf = (app: AppSnapshot) => app.children.coupons as CouponsActor | undefined;
export const selectIsCouponListUnavailable = (app: AppSnapshot) => app.matches({ coupons: 'unavailable' });

/** The coupons as last read: kept on the page while they are read again. */
export const selectCouponOffers = (snapshot: CouponsSnapshot) => snapshot.context.coupons;
export const selectIsLoadingCoupons = (snapshot: CouponsSnapshot) => snapshot.hasTag('busy');
/** Why the list could not be read, while it could not. */
export const selectCouponsError = (snapshot: CouponsSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
