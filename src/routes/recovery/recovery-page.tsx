import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { RecoveryActor } from '../../../machines/account/account.selectors.ts';
import {
  selectError,
  selectIsBusy,
  selectRecoveryDestination,
  selectStep,
  selectVerificationActor,
  selectVerifyType,
} from '../../../machines/recovery/recovery.selectors.ts';
import { Icon } from '../../ui/icon.tsx';
import { AccountForm } from '../account/account-form.tsx';
import { AccountPage } from '../account/account-page.tsx';
import { NewPasswordStep } from '../account/new-password-step.tsx';
import { useRecovery } from '../account/use-account.ts';
import { VerifyCodeStep } from '../account/verify-code-step.tsx';
import { IdentifyStep } from './identify-step.tsx';

function PasswordStep({ recovery }: { recovery: RecoveryActor }) {
  const { t } = useLingui();
  const busy = useSelector(recovery, selectIsBusy);
  const errorKey = useSelector(recovery, selectError);
  return (
    <NewPasswordStep
      flow={recovery}
      busy={busy}
      errorKey={errorKey}
      title={t`Create a new password`}
      subtitle={t`Choose a password you don't use anywhere else.`}
      submitLabel={t`Save password`}
    />
  );
}

function ConfirmStep({ recovery }: { recovery: RecoveryActor }) {
  const { t } = useLingui();
  const finishing = useSelector(recovery, (snapshot) => snapshot.status === 'done');
  return (
    <AccountPage
      title={t`Password changed`}
      subtitle={t`Your new password is ready. Log in with it to continue.`}
      badge={
        <span className="account-page__badge">
          <Icon name="check-circle" size={40} />
        </span>
      }
    >
      <AccountForm
        onSubmit={() => recovery.send({ type: 'confirm.continue' })}
        submitLabel={t`Log in`}
        busy={finishing}
        errorKey={undefined}
      >
        {null}
      </AccountForm>
    </AccountPage>
  );
}

/** Every /recovery/* route: one recovery, the page of the step it is on; the URL follows the step. */
export function RecoveryPage() {
  const recovery = useRecovery();
  const step = useSelector(recovery, selectStep) ?? 'confirm';
  const verifyType = useSelector(recovery, selectVerifyType);
  const verification = useSelector(recovery, selectVerificationActor);
  const destination = useSelector(recovery, (snapshot) => selectRecoveryDestination(snapshot).destination);

  switch (step) {
    case 'identify':
      return <IdentifyStep recovery={recovery} />;
    case 'verify':
      return verification && verifyType ? (
        <VerifyCodeStep
          ifAccount
          flow={recovery}
          verification={verification}
          channel={verifyType}
          destination={destination}
        />
      ) : null;
    case 'password':
      return <PasswordStep recovery={recovery} />;
    case 'confirm':
      return <ConfirmStep recovery={recovery} />;
  }
}
