import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { GeolocationActor } from '../../../machines/app/app.selectors.ts';
import {
  selectFormattedLocation,
  selectSavedAddress,
} from '../../../machines/geolocation/geolocation.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { PlaceCard } from './place-card.tsx';
import { WizardPage } from './wizard-page.tsx';

/** Step 2: the saved address, formatted (spec §3), to confirm before ordering there. */
export function ConfirmStep({ wizard }: { wizard: GeolocationActor }) {
  const { t } = useLingui();
  const saved = useSelector(wizard, selectSavedAddress);
  const formatted = useSelector(wizard, selectFormattedLocation);
  const extra = [saved?.complement, saved?.referencePoint].filter(Boolean).join(' · ');
  return (
    <WizardPage
      step={2}
      title={t`Is this right?`}
      subtitle={t`We'll look for the restaurant that delivers here.`}
    >
      {saved && (
        <PlaceCard
          place={saved}
          line={`${saved.street}, ${saved.number}`}
          onChange={() => wizard.send({ type: 'step.back' })}
        />
      )}
      <p className="wizard-formatted">
        {formatted}
        {extra && <span className="wizard-formatted__extra">{extra}</span>}
      </p>
      <Button size="lg" fullWidth icon="check" onClick={() => wizard.send({ type: 'address.confirm' })}>
        <Trans>Confirm address</Trans>
      </Button>
    </WizardPage>
  );
}
