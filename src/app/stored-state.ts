import type { StoredState } from '../../machines/app/app.types.ts';
import type { PersistedTable } from '../../machines/table/table.types.ts';
import type { LazySliceDefinition, Persistence } from './persistence.ts';
import type { StoredTableSnapshot } from './table-slice.ts';

type Definitions = typeof import('./slice-definitions.ts');

/** The slices the spec marks persisted (DESIGN §3), each versioned and checked when read. */
export function openSlices(persistence: Persistence) {
  /*
   * The slices' schemas and their check download beside the storage read, not after a stored value
   * asks for them: a returning visitor's start waits for no extra request, and a first visit's
   * start-up call needs the same zod anyway.
   */
  const definitions = import('./slice-definitions.ts');
  void import('./slice-check.ts');
  const lazySlice = <K extends keyof Definitions>(
    name: K,
    key: Definitions[K]['key'],
  ): LazySliceDefinition<Definitions[K]['schema']> => ({ key, load: async () => (await definitions)[name] });
  return {
    auth: persistence.defineSlice(lazySlice('authSlice', 'auth')),
    user: persistence.defineSlice(lazySlice('userSlice', 'user')),
    table: persistence.defineSlice(lazySlice('tableSlice', 'table')),
    checkoutOption: persistence.defineSlice(lazySlice('checkoutOptionSlice', 'checkout-option')),
    refreshHandoff: persistence.defineSlice(lazySlice('refreshHandoffSlice', 'refresh-handoff')),
    location: persistence.defineSlice(lazySlice('locationSlice', 'location')),
    guestSession: persistence.defineSlice(lazySlice('guestSessionSlice', 'guest-session')),
    cartOrder: persistence.defineSlice(lazySlice('cartOrderSlice', 'cart-order')),
    checkoutChoices: persistence.defineSlice(lazySlice('checkoutChoicesSlice', 'checkout-choices')),
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

/** What the table starts from: the snapshot, and its data should the chart no longer accept it. */
function tableStartOf(snapshot: StoredTableSnapshot): {
  snapshot: unknown;
  slice: Partial<PersistedTable>;
} {
  return { snapshot, slice: snapshot.context as Partial<PersistedTable> };
}
