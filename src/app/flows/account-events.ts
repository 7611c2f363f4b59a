import type { LoginAnalytics } from '../../../machines/login/login.types.ts';
import type { EngagementEvent } from '../../lib/analytics.ts';

/* The account flows' engagement events (spec §7), as their charts' named actions report them. */

/** Spec §3 "Analytics login event": userId, timestamp, userDeviceType, userDeviceVersion. */
export const loginEvent = (login: LoginAnalytics): EngagementEvent => ({
  kind: 'engagement',
  name: 'LOGIN',
  properties: {
    userId: login.userId,
    timestamp: new Date(login.timestamp).toISOString(),
    userDeviceType: login.userDeviceType,
    userDeviceVersion: login.userDeviceVersion,
  },
});

export const registerStartedEvent = (firstStep: string): EngagementEvent => ({
  kind: 'engagement',
  name: 'REGISTER_STARTED',
  properties: { first_step: firstStep },
});
