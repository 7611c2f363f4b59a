import { fromPromise } from 'xstate';
import type { Tokens as TokenAnswer } from '../../../contract/schemas/auth.ts';
import type { Tokens } from '../../../machines/session/session.types.ts';
import type { AccountErrorKey } from '../../../machines/shared/error-key.ts';
import type { AccountUser, SignedInType } from '../../../machines/user/user.types.ts';
import { isApiError } from '../../api/errors.ts';
import { fetchMe } from '../../api/users.ts';

export const toTokens = (answer: Pick<TokenAnswer, 'access_token' | 'refresh_token'>): Tokens => ({
  accessToken: answer.access_token,
  refreshToken: answer.refresh_token,
});

/** A failure the machines read as an account message id (`errorKeyOf` reads `key`). */
export class AccountError extends Error {
  constructor(readonly key: AccountErrorKey) {
    super(key);
  }
}

/** The reference API's codes for refusals the account screens explain in their own words. */
const keysByCode: Partial<Record<string, AccountErrorKey>> = {
  EMAIL_CONFLICT: 'emailConflict',
  PHONE_CONFLICT: 'phoneConflict',
  DOCUMENT_CONFLICT: 'documentConflict',
  INVALID_CODE: 'invalidCode',
  INVALID_DOCUMENT: 'invalidCpf',
  WEAK_PASSWORD: 'passwordNeedsLettersAndDigits',
  TERMS_NOT_ACCEPTED: 'termsRequired',
};

/** Rethrows an API refusal with a known code as that account message; anything else as it is. */
export function explainRefusal(error: unknown): never {
  const key = isApiError(error) && error.code !== undefined ? keysByCode[error.code] : undefined;
  throw key === undefined ? error : new AccountError(key);
}

/** The signed-in user's profile, read with the session's (new) token. */
export const loadUser = fromPromise<AccountUser, undefined>(({ signal }) => fetchMe({ signal }));

/** The tree's actors an account flow tells what happened (their systems ids: DESIGN §3). */
interface System {
  system: { get(systemId: 'session' | 'user'): { send(event: unknown): void } | undefined };
}

/** What every account flow does with the session and the user store. */
export const accountActions = {
  storeTokens: ({ system }: System, tokens: Tokens) =>
    system.get('session')?.send({ type: 'session.signedIn', ...tokens }),
  markRegistered: ({ system }: System) =>
    system.get('user')?.send({ type: 'user.signedIn', userType: 'registered' satisfies SignedInType }),
  storeUser: ({ system }: System, user: AccountUser) =>
    system.get('user')?.send({ type: 'user.loaded', user }),
};
