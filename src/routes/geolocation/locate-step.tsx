import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useCallback, useState, useSyncExternalStore } from 'react';
import type { GeolocationActor } from '../../../machines/app/app.selectors.ts';
import { formatLocation } from '../../../machines/geolocation/formatted-location.ts';
import {
  type LocateActor,
  selectLocateActor,
  selectError as selectWizardError,
} from '../../../machines/geolocation/geolocation.selectors.ts';
import {
  selectCanLocate,
  selectError,
  selectIsBusy,
  selectIsLocating,
  selectResults,
} from '../../../machines/geolocation/locate.selectors.ts';
import { POSTAL_CODE_MASK } from '../../../machines/geolocation/postal-code.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { MaskedTextField } from '../../ui/form/masked-text-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { wizardErrorMessage } from './geolocation-messages.ts';
import { WizardPage } from './wizard-page.tsx';

/** The locate child's snapshot, followed; undefined while there is no child (it failed). */
function useLocate(actor: LocateActor | undefined) {
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = actor?.subscribe(listener);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => actor?.getSnapshot());
}

/** Step 0: the device's position, or a CEP, or a street search (spec §2 "Geolocation (0)"). */
export function LocateStep({ wizard }: { wizard: GeolocationActor }) {
  const { t } = useLingui();
  const locate = useLocate(useSelector(wizard, selectLocateActor));
  const wizardError = useSelector(wizard, selectWizardError);
  const [postalCode, setPostalCode] = useState('');
  const [query, setQuery] = useState('');
  const canLocate = locate !== undefined && selectCanLocate(locate);
  const locating = locate !== undefined && (selectIsLocating(locate) || locate.matches('reverseGeocoding'));
  const busy = locate !== undefined && selectIsBusy(locate);
  const error = locate === undefined ? wizardError : selectError(locate);
  const results = locate === undefined ? [] : selectResults(locate);

  const submitPostalCode = (event: FormEvent) => {
    event.preventDefault();
    wizard.send({ type: 'postalCode.submit', postalCode });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    wizard.send({ type: 'address.search', query });
  };

  return (
    <WizardPage
      step={0}
      title={t`Where should we deliver?`}
      subtitle={t`We'll find the nearest restaurant and how long it takes to reach you.`}
    >
      {wizardError !== undefined && locate === undefined ? (
        <div className="wizard-section">
          <FormError>{t(wizardErrorMessage(wizardError))}</FormError>
          <Button size="lg" fullWidth onClick={() => wizard.send({ type: 'locate.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <FormError>{error === undefined ? undefined : t(wizardErrorMessage(error))}</FormError>
          {(canLocate || locating) && (
            <Button
              size="lg"
              fullWidth
              icon="pin"
              loading={locating}
              disabled={busy && !locating}
              onClick={() => wizard.send({ type: 'position.request' })}
            >
              {locating ? <Trans>Finding you…</Trans> : <Trans>Use my location</Trans>}
            </Button>
          )}
          <form className="wizard-section" noValidate onSubmit={submitPostalCode}>
            <MaskedTextField
              label={t`CEP`}
              name="postal-code"
              mask={POSTAL_CODE_MASK}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
              value={postalCode}
              onValueChange={({ masked }) => setPostalCode(masked)}
            />
            <Button type="submit" variant="secondary" size="lg" fullWidth disabled={busy}>
              <Trans>Find my CEP</Trans>
            </Button>
          </form>
          <form className="wizard-section" noValidate onSubmit={search}>
            <TextField
              label={t`Or search by street`}
              name="street-search"
              icon="search"
              autoComplete="street-address"
              maxLength={120}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <Button type="submit" variant="secondary" size="lg" fullWidth disabled={busy}>
              <Trans>Search</Trans>
            </Button>
          </form>
          {results.length > 0 && (
            <section className="wizard-section" aria-label={t`Addresses found`}>
              <ul className="place-list">
                {results.map((place, index) => (
                  <li key={`${place.postalCode}-${place.street}`}>
                    <button
                      type="button"
                      className="place-list__item"
                      onClick={() => wizard.send({ type: 'place.choose', index })}
                    >
                      <Icon name="pin" size={20} />
                      <span>
                        <strong>{place.street}</strong>
                        <span className="place-list__detail">
                          {formatLocation({ ...place, street: '', number: '' })} · {place.postalCode}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </WizardPage>
  );
}
