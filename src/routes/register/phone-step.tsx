import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  selectDraft,
  selectError,
  selectIsBusy,
} from '../../../machines/registration/registration.selectors.ts';
import { dialCodeOf } from '../../lib/countries.ts';
import { PhoneField } from '../../ui/form/phone-field.tsx';
import { AccountForm } from '../account/account-form.tsx';
import { AccountPage } from '../account/account-page.tsx';
import { useAccountError } from '../account/use-account-error.ts';
import type { RegistrationStepProps } from './email-step.tsx';

/** The national digits of a full number the draft keeps, to show it in the field again. */
function nationalNumber(iso: string, fullNumber: string): string {
  const digits = fullNumber.replace(/\D/g, '');
  return digits.slice((dialCodeOf(iso) ?? '').length);
}

export function PhoneStep({ registration, step }: RegistrationStepProps) {
  const { t } = useLingui();
  const [phone, setPhone] = useState(() => {
    const draft = selectDraft(registration.getSnapshot());
    return { iso: draft.iso, number: nationalNumber(draft.iso, draft.phone_number) };
  });
  const busy = useSelector(registration, selectIsBusy);
  const errorKey = useSelector(registration, selectError);
  const { fieldError, formError } = useAccountError(errorKey, {
    malformedPhone: 'phone',
    phoneConflict: 'phone',
  });

  return (
    <AccountPage
      title={t`What's your phone number?`}
      subtitle={t`We'll text you a code to confirm it, and use it to keep you posted on your orders.`}
      step={step}
    >
      <AccountForm
        onSubmit={() =>
          registration.send({ type: 'phone.submit', ...phone, dialCode: dialCodeOf(phone.iso) ?? '' })
        }
        submitLabel={t`Send code`}
        busy={busy}
        errorKey={errorKey}
        formError={formError}
      >
        <PhoneField
          label={t`Mobile number`}
          name="phone"
          value={phone}
          onValueChange={({ iso, number }) => setPhone({ iso, number })}
          error={fieldError('phone')}
          required
        />
      </AccountForm>
    </AccountPage>
  );
}
