import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { RegistrationActor } from '../../../machines/account/account.selectors.ts';
import {
  selectDraft,
  selectError,
  selectIsBusy,
} from '../../../machines/registration/registration.selectors.ts';
import { EmailField } from '../../ui/form/email-field.tsx';
import { AccountForm } from '../account/account-form.tsx';
import { AccountPage, type AccountStep } from '../account/account-page.tsx';
import { useAccountError } from '../account/use-account-error.ts';

export interface RegistrationStepProps {
  registration: RegistrationActor;
  step: AccountStep;
}

export function EmailStep({ registration, step }: RegistrationStepProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState(() => selectDraft(registration.getSnapshot()).email);
  const busy = useSelector(registration, selectIsBusy);
  const errorKey = useSelector(registration, selectError);
  const { fieldError, formError } = useAccountError(errorKey, {
    malformedEmail: 'email',
    emailConflict: 'email',
  });

  return (
    <AccountPage
      title={t`Create your account`}
      subtitle={t`Start with your e-mail: we'll send you a code to confirm it.`}
      step={step}
    >
      <AccountForm
        onSubmit={() => registration.send({ type: 'email.submit', email })}
        submitLabel={t`Continue`}
        busy={busy}
        errorKey={errorKey}
        formError={formError}
        after={
          <p className="account-form__switch">
            <Trans>
              Already have an account? <Link to="/auth/login">Log in</Link>
            </Trans>
          </p>
        }
      >
        <EmailField
          label={t`E-mail`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError('email')}
          required
          autoFocus
        />
      </AccountForm>
    </AccountPage>
  );
}
