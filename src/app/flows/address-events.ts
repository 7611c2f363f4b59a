import type { RegisteredAddress } from '../../../machines/geolocation/geolocation.types.ts';
import type { EngagementEvent } from '../../lib/analytics.ts';

/** Spec §7 ADDRESS_REGISTERED: the address only as far as the city (the street is not the marketing tool's business). */
export const addressRegisteredEvent = ({ address, scope }: RegisteredAddress): EngagementEvent => ({
  kind: 'engagement',
  name: 'ADDRESS_REGISTERED',
  properties: { city: address.city, state: address.state, district: address.district, scope },
});
