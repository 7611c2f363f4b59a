import { i18n } from '@lingui/core';
import type { AnyRouter } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import type { Tokens as TokenAnswer } from '../../../contract/schemas/auth.ts';
import type { Tokens } from '../../../machines/session/session.types.ts';
import type { AccountErrorKey } from '../../../machines/shared/error-key.ts';
import type { AccountUser } from '../../../machines/user/user.types.ts';
import { accountMessage } from '../../api/account-messages.ts';
import { isApiError } from '../../api/errors.ts';
import { fetchMe } from '../../api/users.ts';
import type { RouterContext } from '../../router/guard-navigation.ts';
import { toast } from '../../ui/toast/toast-store.ts';

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

/** The effects every account flow shares: the session and user actors, toasts, the router. */
export function accountEffects({ session, user }: RouterContext, router: AnyRouter) {
  return {
    storeTokens: (_: unknown, tokens: Tokens) => session.send({ type: 'session.signedIn', ...tokens }),
    markRegistered: () => user.send({ type: 'user.signedIn', userType: 'registered' }),
    showErrorToast: (_: unknown, key: AccountErrorKey) => {
      toast.error(i18n._(accountMessage(key)));
    },
    navigate: (_: unknown, path: string) => {
      void router.navigate({ href: path });
    },
  };
}
