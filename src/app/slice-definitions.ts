/** The persisted slices' definitions with their schemas: downloaded when storage is first read with something in it, or written. */
export { authSlice } from './auth-slice.ts';
export { checkoutChoicesSlice } from './checkout-choices-slice.ts';
export { checkoutOptionSlice } from './checkout-option-slice.ts';
export { cartOrderSlice, guestSessionSlice, locationSlice } from './location-slices.ts';
export { refreshHandoffSlice } from './refresh-handoff-slice.ts';
export { tableSlice } from './table-slice.ts';
export { userSlice } from './user-slice.ts';
