import type { RoutePath } from '../../contract/routes.ts';
import type { AccountUser } from '../user/user.types.ts';
import { hasAddress, hasDocument, hasPhone } from '../user/user-facts.ts';

export type AfterLoginPath = Extract<
  RoutePath,
  '/table-payment' | '/geolocation' | '/register/phone' | '/register/data' | '/'
>;

export interface AfterLoginFacts {
  hasActiveTableSession: boolean;
  hasAddress: boolean;
  hasPhone: boolean;
  hasDocument: boolean;
}

/** Spec §2 "After login", in its order: the first rule that applies decides. */
export function afterLoginPath(facts: AfterLoginFacts): AfterLoginPath {
  if (facts.hasActiveTableSession) return '/table-payment';
  if (!facts.hasAddress) return '/geolocation';
  if (!facts.hasPhone) return '/register/phone';
  if (!facts.hasDocument) return '/register/data';
  return '/';
}

export const afterLoginFacts = (
  user: AccountUser | null,
  hasActiveTableSession: boolean,
): AfterLoginFacts => ({
  hasActiveTableSession,
  hasAddress: hasAddress(user),
  hasPhone: hasPhone(user),
  hasDocument: hasDocument(user),
});
