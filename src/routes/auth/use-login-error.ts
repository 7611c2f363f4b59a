import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { LoginActor } from '../../../machines/account/account.selectors.ts';
import { selectBlockedMinutes, selectError } from '../../../machines/login/login.selectors.ts';
import { useAccountError } from '../account/use-account-error.ts';

/** The sign-in's error for the form: a blocked sign-in says for how long (the API's `Retry-After`). */
export function useLoginError(login: LoginActor) {
  const { t } = useLingui();
  const errorKey = useSelector(login, selectError);
  const minutes = useSelector(login, selectBlockedMinutes);
  const { formError } = useAccountError(errorKey);
  if (errorKey !== 'signInBlocked' || minutes === undefined) return { errorKey, formError };
  return {
    errorKey,
    formError: t`Too many sign-in attempts: signing in is blocked for ${minutes} min. Try again later or reset your password.`,
  };
}
