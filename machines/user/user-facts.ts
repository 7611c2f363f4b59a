import type { AccountUser } from './user.types.ts';

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

export const hasAddress = (user: AccountUser | null) => (user?.address.length ?? 0) > 0;
export const hasPhone = (user: AccountUser | null) => filled(user?.phone_number);
export const hasDocument = (user: AccountUser | null) => filled(user?.document);

/** Spec §4: "A user with all delivery info has document, phone number and at least one address." */
export const hasAllDeliveryInfo = (user: AccountUser | null) =>
  hasDocument(user) && hasPhone(user) && hasAddress(user);

/** Spec §4: "A user with all table info has name, email and phone." */
export const hasAllTableInfo = (user: AccountUser | null) =>
  filled(user?.name) && filled(user?.email) && hasPhone(user);
