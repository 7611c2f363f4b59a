import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { PwaActor } from '../../../machines/app/app.selectors.ts';
import { selectCanInstall } from '../../../machines/pwa/pwa.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { OfferCard } from '../../ui/offer-card.tsx';
import { usePwa } from './use-pwa.ts';

function Offer({ pwa }: { pwa: PwaActor }) {
  const offered = useSelector(pwa, selectCanInstall);
  if (!offered) return null;
  return (
    <OfferCard
      title={<Trans>Keep Brasa Grill on your phone</Trans>}
      text={<Trans>Install the app to order and pay faster next time, even on a weak connection.</Trans>}
      actions={
        <>
          <Button variant="ghost" size="sm" onClick={() => pwa.send({ type: 'install.dismiss' })}>
            <Trans>No, thanks</Trans>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => pwa.send({ type: 'install.accept' })}>
            <Trans>Install</Trans>
          </Button>
        </>
      }
    />
  );
}

/**
 * The browser's install offer, shown where the customer just got something out of the app (a paid
 * bill, a placed order), never on first paint.
 */
export function InstallOffer() {
  const pwa = usePwa();
  return pwa ? <Offer pwa={pwa} /> : null;
}
