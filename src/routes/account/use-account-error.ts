import { useLingui } from '@lingui/react';
import type { AccountErrorKey } from '../../../machines/shared/error-key.ts';
import { accountMessage } from '../../api/account-messages.ts';

/**
 * The translated message of a flow's error, placed under the field it is about (`fieldOf`) or, for
 * any other error, at the form.
 */
export function useAccountError<Field extends string>(
  key: AccountErrorKey | undefined,
  fieldOf: Partial<Record<AccountErrorKey, Field>> = {},
) {
  const { i18n } = useLingui();
  const message = key === undefined ? undefined : i18n._(accountMessage(key));
  const field = key === undefined ? undefined : fieldOf[key];
  return {
    fieldError: (name: Field) => (field === name ? message : undefined),
    formError: field === undefined ? message : undefined,
  };
}
