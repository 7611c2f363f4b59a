import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  selectError,
  selectIsBusy,
  selectResendAvailableAt,
  type VerificationActor,
} from '../../../machines/shared/verification.selectors.ts';
import type { VerificationChannel } from '../../../machines/shared/verification.types.ts';
import { CodeInput } from '../../ui/form/code-input.tsx';
import { ResendButton } from '../../ui/form/resend-button.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { AccountForm } from './account-form.tsx';
import { formatPhone } from './format-contact.ts';
import { useAccountError } from './use-account-error.ts';
import './account.css';

export interface CodeEvents {
  send(event: { type: 'code.submit'; code: string } | { type: 'code.resend' }): void;
}

export interface CodeSentToProps {
  channel: VerificationChannel;
  destination: string;
  /**
   * Recovery: the API answers alike whether an account has this contact or not (nobody learns who has
   * an account), so the page cannot say a code went out.
   */
  ifAccount?: boolean;
}

/** "We sent a 6-digit code to …": the subtitle of a code step. */
export function CodeSentTo({ channel, destination, ifAccount = false }: CodeSentToProps) {
  const where = channel === 'email' ? destination : formatPhone(destination);
  if (ifAccount) {
    return channel === 'email' ? (
      <Trans>
        If an account uses <strong className="account-page__contact">{where}</strong>, we sent it a 6-digit
        code.
      </Trans>
    ) : (
      <Trans>
        If an account uses <strong className="account-page__contact">{where}</strong>, we texted it a 6-digit
        code.
      </Trans>
    );
  }
  return channel === 'email' ? (
    <Trans>
      We sent a 6-digit code to <strong className="account-page__contact">{where}</strong>.
    </Trans>
  ) : (
    <Trans>
      We texted a 6-digit code to <strong className="account-page__contact">{where}</strong>.
    </Trans>
  );
}

export interface VerifyCodeFormProps {
  /** The flow that forwards the code events to its verification. */
  flow: CodeEvents;
  verification: VerificationActor;
  channel: VerificationChannel;
  /** Below the resend button, e.g. a way to change the contact. */
  after?: ReactNode;
}

/** The 6-digit code sent by e-mail or SMS, with the 60 s resend countdown (spec §5). */
export function VerifyCodeForm({ flow, verification, channel, after }: VerifyCodeFormProps) {
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

  return (
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
          {after}
        </div>
      }
    >
      <CodeInput value={code} onChange={setCode} onComplete={submit} error={fieldError('code')} autoFocus />
    </AccountForm>
  );
}
