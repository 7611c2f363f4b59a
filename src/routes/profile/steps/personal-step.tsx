import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ProfileActor } from '../../../../machines/app/app.selectors.ts';
import {
  maskCpf,
  selectError,
  selectIsBusy,
  selectUser,
} from '../../../../machines/profile/profile.selectors.ts';
import { config } from '../../../config.ts';
import { MaskedTextField } from '../../../ui/form/masked-text-field.tsx';
import { SwitchField } from '../../../ui/form/switch-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { AccountForm } from '../../account/account-form.tsx';
import { useAccountError } from '../../account/use-account-error.ts';
import { formErrorOf } from '../profile-messages.ts';
import { ProfileStepPage } from '../profile-step-page.tsx';
import { PictureField } from './picture-field.tsx';

/** The API keeps an ISO date; the field shows it as typed (`31/05/1990`). */
const typedDate = (iso: string | null | undefined) => (iso ? iso.split('-').reverse().join('/') : '');
const BIRTHDAY_MASKS = ['##/##/##', '##/##/####'];

/**
 * Step 1 (spec §4): the photo, name, birth date and the notification consent; the CPF shown masked,
 * not editable. One save sends them all.
 */
export function PersonalStep({ profile }: { profile: ProfileActor }) {
  const { t } = useLingui();
  const user = useSelector(profile, selectUser);
  const busy = useSelector(profile, selectIsBusy);
  const errorKey = useSelector(profile, (snapshot) => formErrorOf(selectError(snapshot)));
  const [name, setName] = useState(user?.name ?? '');
  const [birthday, setBirthday] = useState(typedDate(user?.birthday));
  const [notifications, setNotifications] = useState(user?.accepted_notifications === true);
  const { fieldError, formError } = useAccountError(errorKey, {
    nameRequired: 'name',
    invalidBirthday: 'birthday',
  });
  const cpf = maskCpf(user?.document);
  const brand = config.appName;

  return (
    <ProfileStepPage title={t`Personal information`}>
      <AccountForm
        onSubmit={() =>
          profile.send({ type: 'personal.submit', name, birthday, acceptedNotifications: notifications })
        }
        submitLabel={t`Save`}
        busy={busy}
        errorKey={errorKey}
        formError={formError}
      >
        <PictureField profile={profile} />
        <TextField
          label={t`Full name`}
          name="name"
          autoComplete="name"
          autoCapitalize="words"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldError('name')}
          required
        />
        <MaskedTextField
          label={t`Birth date`}
          name="birthday"
          mask={BIRTHDAY_MASKS}
          autoComplete="bday"
          placeholder={t`dd/mm/yyyy`}
          value={birthday}
          onValueChange={({ masked }) => setBirthday(masked)}
          error={fieldError('birthday')}
          required
        />
        <TextField
          label={t`CPF`}
          name="cpf"
          value={cpf ?? t`Not informed`}
          readOnly
          hint={cpf ? t`Your CPF was verified and cannot be changed.` : undefined}
        />
        <SwitchField
          name="notifications"
          checked={notifications}
          onChange={(event) => setNotifications(event.target.checked)}
          hint={t`By e-mail, SMS and notifications on this device. You can turn it off here any time.`}
        >
          <Trans>Send me offers and news from {brand}.</Trans>
        </SwitchField>
      </AccountForm>
    </ProfileStepPage>
  );
}
