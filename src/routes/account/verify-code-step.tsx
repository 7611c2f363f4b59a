import { useLingui } from '@lingui/react/macro';
import type { VerificationActor } from '../../../machines/shared/verification.selectors.ts';
import type { VerificationChannel } from '../../../machines/shared/verification.types.ts';
import { AccountPage, type AccountStep } from './account-page.tsx';
import { type CodeEvents, CodeSentTo, VerifyCodeForm } from './verify-code-form.tsx';

export interface VerifyCodeStepProps {
  /** The flow that forwards the code events to its verification. */
  flow: CodeEvents;
  verification: VerificationActor;
  channel: VerificationChannel;
  destination: string;
  step?: AccountStep;
  /** The code went out only if an account has this contact (recovery). */
  ifAccount?: boolean;
}

/** The code step of an account page (registration, recovery). */
export function VerifyCodeStep({
  flow,
  verification,
  channel,
  destination,
  step,
  ifAccount,
}: VerifyCodeStepProps) {
  const { t } = useLingui();
  return (
    <AccountPage
      title={t`Enter the code`}
      step={step}
      subtitle={<CodeSentTo channel={channel} destination={destination} ifAccount={ifAccount} />}
    >
      <VerifyCodeForm flow={flow} verification={verification} channel={channel} />
    </AccountPage>
  );
}
