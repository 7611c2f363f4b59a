import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { UnavailableReason as ServiceReason } from '../../../contract/schemas/catalog.ts';
import { selectCheckoutOption, selectUnavailableService } from '../../../machines/app/app.selectors.ts';
import {
  selectIsOffered,
  selectOption,
} from '../../../machines/checkout-option/checkout-option.selectors.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import {
  type UnavailableReason,
  UnavailableServiceModal,
} from '../../ui/modal/unavailable-service-modal.tsx';
import { nextOpeningOf } from './next-opening.ts';
import { useAppActors } from './use-app-actors.ts';

const reasons: Record<ServiceReason, UnavailableReason> = {
  STORE_CLOSED: 'closed',
  OUT_OF_AREA: 'outOfArea',
  OUT_OF_HOURS: 'outOfHours',
  UNAVAILABLE_TODAY: 'unavailableToday',
};

/**
 * Spec §2: the unavailable-service modal the tree opened, with the hours the answer that opened it
 * gives (the service's and the restaurant's, each named); outside the delivery area it offers takeout
 * and another address.
 */
export function ServiceModalHost() {
  const { i18n } = useLingui();
  const { app } = useAppActors();
  const unavailable = useSelector(app, selectUnavailableService);
  const checkoutOption = useSelector(app, selectCheckoutOption);
  const option = useSelector(checkoutOption, selectOption);
  const delivering = option === 'delivery';
  const takeoutOffered = useSelector(checkoutOption, (snapshot) => selectIsOffered(snapshot, 'takeout'));
  if (unavailable === undefined) return null;
  const close = () => app.send({ type: 'service.modalClosed' });
  const opening = unavailable.next_opening && nextOpeningOf(unavailable.next_opening, i18n.locale);
  const outOfArea = unavailable.reason === 'OUT_OF_AREA';
  const alternatives = outOfArea ? (
    <>
      {delivering && takeoutOffered && (
        <Button
          fullWidth
          icon="store"
          onClick={() => {
            checkoutOption.send({ type: 'checkoutOption.change', option: 'takeout' });
            close();
          }}
        >
          <Trans>Pick up at the restaurant</Trans>
        </Button>
      )}
      <Link
        to="/geolocation"
        className={buttonClass({ variant: 'secondary', fullWidth: true })}
        onClick={close}
      >
        <Trans>Use another address</Trans>
      </Link>
    </>
  ) : undefined;
  return (
    <UnavailableServiceModal
      open
      reason={reasons[unavailable.reason]}
      service={unavailable.service_type ?? option}
      serviceHours={unavailable.today_hours}
      storeHours={unavailable.store_hours}
      nextOpening={opening || undefined}
      alternatives={alternatives}
      onClose={close}
    />
  );
}
