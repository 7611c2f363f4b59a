import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ProfileActor } from '../../../../machines/app/app.selectors.ts';
import {
  selectError,
  selectIsBusy,
  selectIsPasswordChanged,
  selectUser,
} from '../../../../machines/profile/profile.selectors.ts';
import { Card } from '../../../ui/card.tsx';
import { PasswordField } from '../../../ui/form/password-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { AccountForm } from '../../account/account-form.tsx';
import {
  NewPasswordFields,
  NO_NEW_PASSWORD,
  newPasswordErrorFields,
} from '../../account/new-password-fields.tsx';
import { useAccountError } from '../../account/use-account-error.ts';
import { formErrorOf } from '../profile-messages.ts';
import { ProfileStepPage } from '../profile-step-page.tsx';

/** Step 3 (spec §4, §5, §8): the current password and a new one; a success logs out after its toast. */
export function CredentialsStep({ profile }: { profile: ProfileActor }) {
  const { t } = useLingui();
  const user = useSelector(profile, selectUser);
  const busy = useSelector(profile, selectIsBusy);
  const changed = useSelector(profile, selectIsPasswordChanged);
  const errorKey = useSelector(profile, (snapshot) => formErrorOf(selectError(snapshot)));
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState(NO_NEW_PASSWORD);
  const { fieldError, formError } = useAccountError(errorKey, {
    invalidPassword: 'current',
    missingCredentials: 'current',
    ...newPasswordErrorFields,
  });
  const hasPassword = user?.password_set !== false;

  if (changed) {
    return (
      <ProfileStepPage title={t`Password`}>
        <Card className="profile-page__section" elevated>
          <Icon name="check-circle" size={32} />
          <p role="status">
            <Trans>
              Password changed. You will be signed out in a moment: sign in with the new password.
            </Trans>
          </p>
        </Card>
      </ProfileStepPage>
    );
  }

  return (
    <ProfileStepPage
      title={t`Password`}
      subtitle={hasPassword ? undefined : t`Your account has no password yet: choose one.`}
    >
      <AccountForm
        onSubmit={() => profile.send({ type: 'password.submit', current, ...value })}
        submitLabel={t`Change password`}
        busy={busy}
        errorKey={errorKey}
        formError={formError}
      >
        {hasPassword && (
          <PasswordField
            label={t`Current password`}
            autoComplete="current-password"
            name="current"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            error={fieldError('current')}
            required
          />
        )}
        <NewPasswordFields value={value} onChange={setValue} error={fieldError} replacing />
      </AccountForm>
    </ProfileStepPage>
  );
}
