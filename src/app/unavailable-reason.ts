import { safeParse } from 'zod/mini';
import {
  type ServiceUnavailable,
  serviceUnavailable,
  unavailableReason,
} from '../../contract/schemas/catalog.ts';

/**
 * What a 412 says (spec §8), as the unavailable-service modal shows it: the reason its code names
 * (UNAVAILABLE_TODAY when it names none the modal knows), with the service's and the store's hours
 * the answer carries.
 */
export function unavailableOf(error: { code?: string; body?: unknown }): ServiceUnavailable {
  const reason = unavailableReason.options.find((known) => known === error.code) ?? 'UNAVAILABLE_TODAY';
  const body = typeof error.body === 'object' && error.body !== null ? error.body : {};
  const parsed = safeParse(serviceUnavailable, { ...body, reason });
  return parsed.success ? parsed.data : { reason, next_opening: null, today_hours: [] };
}
