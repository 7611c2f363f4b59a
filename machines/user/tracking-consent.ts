import type { UserSnapshot } from './user.selectors.ts';

/**
 * Consent to analytics and engagement tracking (spec §5 "Personal data collected: … notifications",
 * kept as the user's `accepted_notifications`): a signed-in customer who accepted it. A visitor has
 * said nothing, and nothing is tracked without consent.
 */
export const selectHasTrackingConsent = (snapshot: UserSnapshot) =>
  snapshot.hasTag('signedIn') && snapshot.context.user?.accepted_notifications === true;
/** Spec §3: the analytics unique id the user store keeps. */
export const selectAnalyticsId = (snapshot: UserSnapshot) => snapshot.context.analyticsId;
