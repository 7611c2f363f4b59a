import type { ErrorBody } from './schemas/common.ts';

/** Catalogue keys an API call can fail with (spec §8, plus the transport failures). */
export type ApiErrorKey =
  | 'unauthorized'
  | 'invalidPassword'
  | 'userNotFound'
  | 'registerAddressFailed'
  | 'serviceUnavailable'
  | 'stateReset'
  | 'cartPlaced'
  | 'gone'
  | 'outOfRange'
  | 'default'
  | 'network'
  | 'timeout'
  | 'invalidResponse';

/**
 * Where a call was made, for the statuses whose meaning depends on it (spec §8). `cart`: the cart's
 * own calls, whose 406 says the cart became an order — the cart starts anew where the customer is.
 */
export type ErrorContext = 'user' | 'userUpdate' | 'addressRegister' | 'cart';

/** Spec §8: the menu items detail for a customer too far from the store. */
export const OUT_OF_RANGE = 'USER_OUT_OF_RANGE';

export function errorKeyFor(status: number, body: Partial<ErrorBody>, context?: ErrorContext): ApiErrorKey {
  if (body.detail === OUT_OF_RANGE || body.code === OUT_OF_RANGE) return 'outOfRange';
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return context === 'userUpdate' ? 'invalidPassword' : 'default';
    case 404:
      return context === 'user' || context === 'userUpdate' ? 'userNotFound' : 'default';
    case 406:
      return context === 'cart' ? 'cartPlaced' : 'stateReset';
    case 409:
      return context === 'addressRegister' ? 'registerAddressFailed' : 'default';
    case 410:
      return 'gone';
    case 412:
      return 'serviceUnavailable';
    default:
      return 'default';
  }
}
