import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import {
  selectDraft,
  selectError,
  selectIsBusy,
} from '../../../machines/registration/registration.selectors.ts';
import { Icon } from '../../ui/icon.tsx';
import { AccountForm } from '../account/account-form.tsx';
import { AccountPage } from '../account/account-page.tsx';
import { useAccountError } from '../account/use-account-error.ts';
import type { RegistrationStepProps } from './email-step.tsx';

export function ConfirmStep({ registration, step }: RegistrationStepProps) {
  const { t } = useLingui();
  const firstName = useSelector(registration, (snapshot) => selectDraft(snapshot).name.split(' ')[0]);
  const finishing = useSelector(registration, (snapshot) => snapshot.status === 'done');
  const busy = useSelector(registration, selectIsBusy) || finishing;
  const errorKey = useSelector(registration, selectError);
  const { formError } = useAccountError(errorKey);

  return (
    <AccountPage
      title={t`Your account is ready`}
      subtitle={firstName ? t`Welcome, ${firstName}! Let's find the restaurant nearest to you.` : undefined}
      step={step}
      badge={
        <span className="account-page__badge">
          <Icon name="check-circle" size={40} />
        </span>
      }
    >
      <AccountForm
        onSubmit={() => registration.send({ type: 'confirm.continue' })}
        submitLabel={errorKey ? t`Try again` : t`Continue`}
        busy={busy}
        errorKey={errorKey}
        formError={formError}
      >
        {null}
      </AccountForm>
    </AccountPage>
  );
}
