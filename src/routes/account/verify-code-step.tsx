import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { verificationMachine } from '../../../machines/shared/verification.machine.ts';
import {
  selectError,
  selectIsBusy,
  selectResendAvailableAt,
} from '../../../machines/shared/verification.selectors.ts';
import type { VerificationChannel } from '../../../machines/shared/verification.types.ts';
import { CodeInput } from '../../ui/form/code-input.tsx';
import { ResendButton } from '../../ui/form/resend-button.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { AccountForm } from './account-form.tsx';
import { AccountPage, type AccountStep } from './account-page.tsx';
import { formatPhone } from './format-contact.ts';
import { useAccountError } from './use-account-error.ts';

export interface CodeEvents {
  send(event: { type: 'code.submit'; code: string } | { type: 'code.resend' }): void;
}

export type VerificationActor = ActorRefFrom<typeof verificationMachine>;

export interface VerifyCodeStepProps {
  /** The flow that forwards the code events to its verification. */
  flow: CodeEvents;
  verification: VerificationActor;
  channel: VerificationChannel;
  destination: string;
  step?: AccountStep;
}

/** The 6-digit code sent by e-mail or SMS, with the 60 s resend countdown (spec §5). */
export function VerifyCodeStep({ flow, verification, channel, destination, step }: VerifyCodeStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const busy = useSelector(verification, selectIsBusy);
  const errorKey = useSelector(verification, selectError);
  const availableAt = useSelector(verification, selectResendAvailableAt);
  const { fieldError, formError } = useAccountError(errorKey, { invalidCode: 'code' });
  const firstAvailableAt = useRef(availableAt);
  // The countdown starting over without an error is the sign that a new code went out: say it.
  useEffect(() => {
    const resent = availableAt > firstAvailableAt.current;
    if (resent && selectError(verification.getSnapshot()) === undefined) {
      toast.success(t`We sent you a new code.`);
    }
  }, [availableAt, verification, t]);
  const submit = (typed: string) => {
    if (!busy) flow.send({ type: 'code.submit', code: typed });
  };
  const where = channel === 'email' ? destination : formatPhone(destination);

  return (
    <AccountPage
      title={t`Enter the code`}
      step={step}
      subtitle={
        channel === 'email' ? (
          <Trans>
            We sent a 6-digit code to <strong className="account-page__contact">{where}</strong>.
          </Trans>
        ) : (
          <Trans>
            We texted a 6-digit code to <strong className="account-page__contact">{where}</strong>.
          </Trans>
        )
      }
    >
      <AccountForm
        onSubmit={() => submit(code)}
        submitLabel={t`Verify`}
        busy={busy}
        errorKey={errorKey}
        formError={formError}
        after={
          <div className="account-form__resend">
            <p className="account-form__note">
              {channel === 'email' ? (
                <Trans>Didn't get it? Check your spam folder or ask for a new one.</Trans>
              ) : (
                <Trans>Didn't get it? You can ask for a new one.</Trans>
              )}
            </p>
            <ResendButton
              availableAt={availableAt}
              onResend={() => flow.send({ type: 'code.resend' })}
              disabled={busy}
              fullWidth
            />
          </div>
        }
      >
        <CodeInput value={code} onChange={setCode} onComplete={submit} error={fieldError('code')} autoFocus />
      </AccountForm>
    </AccountPage>
  );
}
