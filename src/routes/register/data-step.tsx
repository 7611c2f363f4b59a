import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import type { PersonalData } from '../../../machines/registration/personal-data.ts';
import {
  selectDraft,
  selectError,
  selectIsBusy,
} from '../../../machines/registration/registration.selectors.ts';
import { config } from '../../config.ts';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { MaskedTextField } from '../../ui/form/masked-text-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AccountForm } from '../account/account-form.tsx';
import { AccountPage } from '../account/account-page.tsx';
import { useAccountError } from '../account/use-account-error.ts';
import type { RegistrationStepProps } from './email-step.tsx';

/** The draft keeps an ISO date; the field shows it as typed (`31/05/1990`). */
const typedDate = (iso: string) => iso.split('-').reverse().join('/');

/** A two-digit year is accepted as well (spec §9 cutoff 60). */
const BIRTHDAY_MASKS = ['##/##/##', '##/##/####'];

function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
    </a>
  );
}

export function DataStep({ registration, step }: RegistrationStepProps) {
  const { t } = useLingui();
  const brand = config.appName;
  const [data, setData] = useState<PersonalData>(() => {
    const draft = selectDraft(registration.getSnapshot());
    return {
      name: draft.name,
      birthday: typedDate(draft.birthday),
      cpf: draft.document,
      acceptedTerms: draft.accepted_terms,
      acceptedNotifications: draft.accepted_notifications,
    };
  });
  const change = (next: Partial<PersonalData>) => setData((current) => ({ ...current, ...next }));
  const busy = useSelector(registration, selectIsBusy);
  const errorKey = useSelector(registration, selectError);
  const { fieldError, formError } = useAccountError(errorKey, {
    nameRequired: 'name',
    invalidBirthday: 'birthday',
    invalidCpf: 'cpf',
    documentConflict: 'cpf',
    termsRequired: 'terms',
  });

  return (
    <AccountPage
      title={t`Tell us about you`}
      subtitle={t`We need these details for your orders and invoices.`}
      step={step}
    >
      <AccountForm
        onSubmit={() => registration.send({ type: 'data.submit', ...data })}
        submitLabel={t`Continue`}
        busy={busy}
        errorKey={errorKey}
        formError={formError}
      >
        <TextField
          label={t`Full name`}
          name="name"
          autoComplete="name"
          autoCapitalize="words"
          value={data.name}
          onChange={(event) => change({ name: event.target.value })}
          error={fieldError('name')}
          required
          autoFocus
        />
        <MaskedTextField
          label={t`Birth date`}
          name="birthday"
          mask={BIRTHDAY_MASKS}
          autoComplete="bday"
          placeholder={t`dd/mm/yyyy`}
          value={data.birthday}
          onValueChange={({ masked }) => change({ birthday: masked })}
          error={fieldError('birthday')}
          required
        />
        <MaskedTextField
          label={t`CPF`}
          name="cpf"
          mask="###.###.###-##"
          placeholder="000.000.000-00"
          value={data.cpf}
          onValueChange={({ masked }) => change({ cpf: masked })}
          error={fieldError('cpf')}
          required
        />
        <div className="account-form__choices">
          <CheckboxField
            name="terms"
            checked={data.acceptedTerms}
            onChange={(event) => change({ acceptedTerms: event.target.checked })}
            error={fieldError('terms')}
            required
          >
            <Trans>
              I accept the <NewTabLink href="/privacy/terms">terms of use</NewTabLink> and the{' '}
              <NewTabLink href="/privacy/policy">privacy policy</NewTabLink>.
            </Trans>
          </CheckboxField>
          <CheckboxField
            name="notifications"
            checked={data.acceptedNotifications}
            onChange={(event) => change({ acceptedNotifications: event.target.checked })}
          >
            <Trans>Send me offers and news from {brand}.</Trans>
          </CheckboxField>
        </div>
      </AccountForm>
    </AccountPage>
  );
}
