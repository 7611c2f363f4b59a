import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { RegistrationActor } from '../../../machines/account/account.selectors.ts';
import { selectVerifyType } from '../../../machines/registration/registration.location.ts';
import {
  selectError,
  selectIsBusy,
  selectStep,
  selectVerificationActor,
  selectVerifyDestination,
} from '../../../machines/registration/registration.selectors.ts';
import { NewPasswordStep } from '../account/new-password-step.tsx';
import { useRegistration } from '../account/use-account.ts';
import { VerifyCodeStep } from '../account/verify-code-step.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { DataStep } from './data-step.tsx';
import { EmailStep } from './email-step.tsx';
import { PhoneStep } from './phone-step.tsx';
import { useRegistrationProgress } from './registration-progress.ts';

function PasswordStep({ registration }: { registration: RegistrationActor }) {
  const { t } = useLingui();
  const step = useRegistrationProgress('password', undefined);
  const busy = useSelector(registration, selectIsBusy);
  const errorKey = useSelector(registration, selectError);
  return (
    <NewPasswordStep
      flow={registration}
      busy={busy}
      errorKey={errorKey}
      title={t`Create a password`}
      subtitle={t`You'll log in with your e-mail or phone and this password.`}
      submitLabel={t`Create account`}
      step={step}
    />
  );
}

/**
 * Every /register/* route: one registration (spec §4 steps), the page of the step it is on; the URL
 * follows the step.
 */
export function RegisterPage() {
  const registration = useRegistration();
  const step = useSelector(registration, selectStep) ?? 'confirm';
  const verifyType = useSelector(registration, selectVerifyType);
  const verification = useSelector(registration, selectVerificationActor);
  const destination = useSelector(registration, selectVerifyDestination);
  const progress = useRegistrationProgress(step, verifyType);

  switch (step) {
    case 'email':
      return <EmailStep registration={registration} step={progress} />;
    case 'verify':
      return verification && verifyType && destination !== undefined ? (
        <VerifyCodeStep
          key={verifyType}
          flow={registration}
          verification={verification}
          channel={verifyType}
          destination={destination}
          step={progress}
        />
      ) : null;
    case 'phone':
      return <PhoneStep registration={registration} step={progress} />;
    case 'data':
      return <DataStep registration={registration} step={progress} />;
    case 'password':
      return <PasswordStep registration={registration} />;
    case 'confirm':
      return <ConfirmStep registration={registration} step={progress} />;
  }
}
