import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ProfileActor } from '../../../../machines/app/app.selectors.ts';
import type { contactMachine } from '../../../../machines/profile/contact.machine.ts';
import {
  selectError as selectContactError,
  selectIsBusy,
  selectVerificationActor,
  selectVerifyChannel,
} from '../../../../machines/profile/contact.selectors.ts';
import { selectUser } from '../../../../machines/profile/profile.selectors.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormError } from '../../../ui/form/form-error.tsx';
import { PhoneField, type PhoneValue } from '../../../ui/form/phone-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { formatPhone } from '../../account/format-contact.ts';
import { CodeSentTo, VerifyCodeForm } from '../../account/verify-code-form.tsx';
import { profileMessage } from '../profile-messages.ts';
import { ProfileStepPage } from '../profile-step-page.tsx';

type ContactActor = ActorRefFrom<typeof contactMachine>;

/** A new e-mail (when the account may change it) and a new phone number, each sent a code. */
function ContactForms({ profile, contact }: { profile: ProfileActor; contact: ContactActor }) {
  const { t, i18n } = useLingui();
  const user = useSelector(profile, selectUser);
  const busy = useSelector(contact, selectIsBusy);
  const errorKey = useSelector(contact, selectContactError);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({ iso: 'BR', dialCode: '55', number: '' });
  const canUpdateEmail = user?.can_update_email !== false;
  const emailError =
    errorKey === 'malformedEmail' || errorKey === 'emailConflict' || errorKey === 'emailLocked';
  const phoneError = errorKey === 'malformedPhone' || errorKey === 'phoneConflict';
  const message = errorKey === undefined ? undefined : i18n._(profileMessage(errorKey));

  return (
    <>
      <dl className="profile-page__facts">
        <div className="profile-page__fact">
          <dt>{t`E-mail`}</dt>
          <dd>{user?.email || t`Not informed`}</dd>
        </div>
        <div className="profile-page__fact">
          <dt>{t`Phone`}</dt>
          <dd>{user?.phone_number ? formatPhone(user.phone_number) : t`Not informed`}</dd>
        </div>
      </dl>
      {!emailError && !phoneError && <FormError>{message}</FormError>}
      <Card as="section" className="profile-page__section">
        <h2>{t`Change your e-mail`}</h2>
        {canUpdateEmail ? (
          <form
            className="account-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) profile.send({ type: 'email.submit', email });
            }}
          >
            <TextField
              label={t`New e-mail`}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError ? message : undefined}
            />
            <Button type="submit" variant="secondary" fullWidth loading={busy}>
              <Trans>Send a code to this e-mail</Trans>
            </Button>
          </form>
        ) : (
          <p className="profile-page__note">
            <Trans>This account's e-mail comes from how you sign in and cannot be changed here.</Trans>
          </p>
        )}
      </Card>
      <Card as="section" className="profile-page__section">
        <h2>{t`Change your phone number`}</h2>
        <form
          className="account-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) profile.send({ type: 'phone.submit', dialCode: phone.dialCode, number: phone.number });
          }}
        >
          <PhoneField
            label={t`New phone number`}
            name="phone"
            value={{ iso: phone.iso, number: phone.number }}
            onValueChange={setPhone}
            error={phoneError ? message : undefined}
          />
          <Button type="submit" variant="secondary" fullWidth loading={busy}>
            <Trans>Send a code by SMS</Trans>
          </Button>
        </form>
      </Card>
    </>
  );
}

/** The code sent to the new contact, with the 60 s resend rule (spec §5). */
function ContactCode({ profile, contact }: { profile: ProfileActor; contact: ContactActor }) {
  const { t } = useLingui();
  const channel = useSelector(contact, selectVerifyChannel);
  const verification = useSelector(contact, selectVerificationActor);
  const destination = useSelector(contact, (snapshot) => snapshot.context.destination);
  if (channel === undefined || verification === undefined) return null;
  return (
    <>
      <p>
        <CodeSentTo channel={channel} destination={destination} />
      </p>
      <VerifyCodeForm
        flow={profile}
        verification={verification}
        channel={channel}
        after={
          <Button variant="ghost" fullWidth onClick={() => profile.send({ type: 'step.back' })}>
            {channel === 'email' ? t`Use another e-mail` : t`Use another number`}
          </Button>
        }
      />
    </>
  );
}

/** Step 2 (spec §4): the account's e-mail and phone, each new one confirmed by a code. */
export function ContactStep({ profile }: { profile: ProfileActor }) {
  const { t } = useLingui();
  const contact = useSelector(profile, (snapshot) => snapshot.children.contact as ContactActor | undefined);
  const verifying = useSelector(contact, (snapshot) => snapshot?.hasTag('verify') === true);
  return (
    <ProfileStepPage title={verifying ? t`Enter the code` : t`E-mail and phone`}>
      {contact === undefined ? null : verifying ? (
        <ContactCode profile={profile} contact={contact} />
      ) : (
        <ContactForms profile={profile} contact={contact} />
      )}
    </ProfileStepPage>
  );
}
