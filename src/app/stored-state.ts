import type { StoredState } from '../../machines/app/app.types.ts';
import { authSlice } from './auth-slice.ts';
import { checkoutOptionSlice } from './checkout-option-slice.ts';
import { cartOrderSlice, guestSessionSlice, locationSlice } from './location-slices.ts';
import type { Persistence } from './persistence.ts';
import { refreshHandoffSlice } from './refresh-handoff-slice.ts';
import { tableSlice, tableStartOf } from './table-slice.ts';
import { userSlice } from './user-slice.ts';

/** The slices the spec marks persisted (DESIGN §3), each versioned and checked when read. */
export function openSlices(persistence: Persistence) {
  return {
    auth: persistence.defineSlice(authSlice),
    user: persistence.defineSlice(userSlice),
    table: persistence.defineSlice(tableSlice),
    checkoutOption: persistence.defineSlice(checkoutOptionSlice),
    refreshHandoff: persistence.defineSlice(refreshHandoffSlice),
    location: persistence.defineSlice(locationSlice),
    guestSession: persistence.defineSlice(guestSessionSlice),
    cartOrder: persistence.defineSlice(cartOrderSlice),
    /** Logout forgets everything. */
    clearAll: persistence.clearAll,
  };
}

export type Slices = ReturnType<typeof openSlices>;

/** What the tree starts from. */
export async function readStoredState(slices: Slices): Promise<StoredState> {
  const [tokens, user, table, checkoutOption, location, guestSession, cartOrder] = await Promise.all([
    slices.auth.read(),
    slices.user.read(),
    slices.table.read(),
    slices.checkoutOption.read(),
    slices.location.read(),
    slices.guestSession.read(),
    slices.cartOrder.read(),
  ]);
  return {
    tokens,
    user: user && { ...user, analyticsId: user.analyticsId },
    checkoutOption: checkoutOption?.option,
    location,
    guestSession,
    cartOrderId: cartOrder?.orderId,
    table: table && tableStartOf(table),
  };
}
