import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { GeolocationActor } from '../../../machines/app/app.selectors.ts';
import { ADDRESS_LIMITS } from '../../../machines/geolocation/address-form.ts';
import {
  selectError,
  selectForm,
  selectFormProblems,
  selectIsBusy,
  selectPlace,
  selectScope,
} from '../../../machines/geolocation/geolocation.selectors.ts';
import type { AddressField, AddressForm } from '../../../machines/geolocation/geolocation.types.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { fieldProblemMessages, wizardErrorMessage } from './geolocation-messages.ts';
import { PlaceCard } from './place-card.tsx';
import { WizardPage } from './wizard-page.tsx';

/** Step 1: the place found, and what only the customer knows — number, complement, a reference point. */
export function AddressStep({ wizard }: { wizard: GeolocationActor }) {
  const { t } = useLingui();
  const place = useSelector(wizard, selectPlace);
  const problems = useSelector(wizard, selectFormProblems);
  const error = useSelector(wizard, selectError);
  const busy = useSelector(wizard, selectIsBusy);
  const scope = useSelector(wizard, selectScope);
  const [form, setForm] = useState<AddressForm>(() => selectForm(wizard.getSnapshot()));
  const problem = (field: AddressField) => {
    const found = problems[field];
    return found === undefined ? undefined : t(fieldProblemMessages[found]);
  };
  const field = (name: AddressField) => ({
    name,
    value: form[name],
    maxLength: ADDRESS_LIMITS[name],
    error: problem(name),
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    wizard.send({ type: 'address.save', form });
  };

  return (
    <WizardPage
      step={1}
      title={t`Your address`}
      subtitle={t`Add the number and anything that helps us find you.`}
    >
      {place && <PlaceCard place={place} onChange={() => wizard.send({ type: 'step.back' })} />}
      <form className="wizard-form" noValidate onSubmit={submit}>
        <FormError>{error === undefined ? undefined : t(wizardErrorMessage(error))}</FormError>
        <div className="wizard-form__row">
          <TextField
            label={t`Number`}
            inputMode="numeric"
            autoComplete="address-line2"
            required
            autoFocus
            {...field('number')}
          />
          <TextField label={t`Complement`} hint={t`Flat, block (optional)`} {...field('complement')} />
        </div>
        <TextField
          label={t`Reference point`}
          hint={t`Optional: e.g. next to the bakery`}
          {...field('referencePoint')}
        />
        <details
          className="wizard-form__more"
          open={problems.street !== undefined || problems.district !== undefined}
        >
          <summary>
            <Trans>Street or neighbourhood not right?</Trans>
          </summary>
          <TextField label={t`Street`} autoComplete="address-line1" required {...field('street')} />
          <TextField label={t`Neighbourhood`} required {...field('district')} />
        </details>
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {scope === 'profile' ? <Trans>Save address</Trans> : <Trans>Continue</Trans>}
        </Button>
      </form>
    </WizardPage>
  );
}
