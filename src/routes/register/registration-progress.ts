import { useLingui } from '@lingui/react/macro';
import type { RegistrationStep } from '../../../machines/registration/registration.selectors.ts';
import type { VerificationChannel } from '../../../machines/shared/verification.types.ts';
import type { AccountStep } from '../account/account-page.tsx';

/** "Step 3 of 6 · Phone": the phone's code counts as part of the phone step. */
export function useRegistrationProgress(
  step: RegistrationStep,
  verifyType: VerificationChannel | undefined,
): AccountStep {
  const { t } = useLingui();
  const steps: Record<RegistrationStep, [number, string]> = {
    email: [1, t`E-mail`],
    verify: verifyType === 'phone' ? [3, t`Phone`] : [2, t`Code`],
    phone: [3, t`Phone`],
    data: [4, t`Your details`],
    password: [5, t`Password`],
    confirm: [6, t`Done`],
  };
  const [current, label] = steps[step];
  return { current, total: 6, label };
}
