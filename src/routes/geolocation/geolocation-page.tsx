import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type GeolocationActor, selectIsWizardUnavailable } from '../../../machines/app/app.selectors.ts';
import { selectStepIndex } from '../../../machines/geolocation/geolocation.selectors.ts';
import { useAppActors } from '../shell/use-app-actors.ts';
import { AddressStep } from './address-step.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { LocateStep } from './locate-step.tsx';
import { useWizard } from './use-wizard.ts';
import { WizardPage } from './wizard-page.tsx';

function WizardStep({ wizard }: { wizard: GeolocationActor }) {
  const step = useSelector(wizard, selectStepIndex);
  switch (step) {
    case 0:
      return <LocateStep wizard={wizard} />;
    case 1:
      return <AddressStep wizard={wizard} />;
    case 2:
      return <ConfirmStep wizard={wizard} />;
    default:
      return null;
  }
}

/**
 * /geolocation, /geolocation/address, /geolocation/confirm (spec §2): the address wizard, the page of
 * the step it is on; the URL follows the step.
 */
export function GeolocationPage() {
  const { t } = useLingui();
  const { app } = useAppActors();
  const wizard = useWizard();
  const unavailable = useSelector(app, selectIsWizardUnavailable);
  if (wizard === undefined) {
    // Confirmed: the customer is on the way home.
    if (!unavailable) return null;
    return (
      <WizardPage step={0} title={t`Where should we deliver?`}>
        <p className="wizard-note">
          <Trans>
            We couldn't open this page. Check your connection and <Link to="/geolocation">try again</Link>.
          </Trans>
        </p>
      </WizardPage>
    );
  }
  return <WizardStep wizard={wizard} />;
}
