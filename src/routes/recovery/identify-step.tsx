import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { RecoveryActor } from '../../../machines/account/account.selectors.ts';
import {
  selectError,
  selectIsBusy,
  selectRecoveryDestination,
} from '../../../machines/recovery/recovery.selectors.ts';
import type { VerificationChannel } from '../../../machines/shared/verification.types.ts';
import { DEFAULT_COUNTRY_ISO, dialCodeOf } from '../../lib/countries.ts';
import { EmailField } from '../../ui/form/email-field.tsx';
import { PhoneField } from '../../ui/form/phone-field.tsx';
import { AccountForm } from '../account/account-form.tsx';
import { AccountPage } from '../account/account-page.tsx';
import { useAccountError } from '../account/use-account-error.ts';

/** The national digits of a full Brazilian number (`+5511987654321` → `11987654321`). */
const brazilianNumber = (fullNumber: string) => fullNumber.replace(/\D/g, '').replace(/^55/, '');

/** Where the code goes: the account's e-mail or its phone. */
function ChannelChoice({
  value,
  onChange,
}: {
  value: VerificationChannel;
  onChange: (channel: VerificationChannel) => void;
}) {
  const { t } = useLingui();
  const options: [VerificationChannel, string][] = [
    ['email', t`E-mail`],
    ['phone', t`Phone`],
  ];
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{t`Receive the code by`}</legend>
      {options.map(([channel, label]) => (
        <label key={channel} className="segmented__option">
          <input
            type="radio"
            name="channel"
            value={channel}
            checked={value === channel}
            onChange={() => onChange(channel)}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function IdentifyStep({ recovery }: { recovery: RecoveryActor }) {
  const { t } = useLingui();
  // Back from the code step, the form shows what was sent.
  const [sent] = useState(() => selectRecoveryDestination(recovery.getSnapshot()));
  const [channel, setChannel] = useState<VerificationChannel>(sent.channel);
  const [email, setEmail] = useState(sent.channel === 'email' ? sent.destination : '');
  const [phone, setPhone] = useState({
    iso: DEFAULT_COUNTRY_ISO,
    number: sent.channel === 'phone' ? brazilianNumber(sent.destination) : '',
  });
  const busy = useSelector(recovery, selectIsBusy);
  const errorKey = useSelector(recovery, selectError);
  const { fieldError, formError } = useAccountError(errorKey, {
    malformedEmail: 'email',
    invalidEmail: 'email',
    malformedPhone: 'phone',
    invalidPhone: 'phone',
  });

  function submit() {
    if (channel === 'email') recovery.send({ type: 'email.submit', email });
    else recovery.send({ type: 'phone.submit', ...phone, dialCode: dialCodeOf(phone.iso) ?? '' });
  }

  return (
    <AccountPage
      title={t`Forgot your password?`}
      subtitle={t`No problem. We'll send you a code to create a new one.`}
    >
      <AccountForm
        onSubmit={submit}
        submitLabel={t`Send code`}
        busy={busy}
        errorKey={errorKey}
        formError={formError}
        after={
          <p className="account-form__switch">
            <Trans>
              Remembered it? <Link to="/auth/login">Log in</Link>
            </Trans>
          </p>
        }
      >
        <ChannelChoice value={channel} onChange={setChannel} />
        {channel === 'email' ? (
          <EmailField
            label={t`E-mail`}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError('email')}
            required
          />
        ) : (
          <PhoneField
            label={t`Mobile number`}
            name="phone"
            value={phone}
            onValueChange={({ iso, number }) => setPhone({ iso, number })}
            error={fieldError('phone')}
            required
          />
        )}
      </AccountForm>
    </AccountPage>
  );
}
