import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { UnavailableReason as ServiceReason } from '../../../contract/schemas/catalog.ts';
import { selectCheckoutOption, selectUnavailableService } from '../../../machines/app/app.selectors.ts';
import {
  selectIsOffered,
  selectOption,
} from '../../../machines/checkout-option/checkout-option.selectors.ts';
import { selectStores } from '../../../machines/startup/startup.selectors.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import {
  type UnavailableReason,
  UnavailableServiceModal,
} from '../../ui/modal/unavailable-service-modal.tsx';
import { useAppActors } from './use-app-actors.ts';

const reasons: Record<ServiceReason, UnavailableReason> = {
  STORE_CLOSED: 'closed',
  OUT_OF_AREA: 'outOfArea',
  OUT_OF_HOURS: 'outOfHours',
  UNAVAILABLE_TODAY: 'unavailableToday',
};

/**
 * Spec §2: the unavailable-service modal the tree opened, with today's hours when the store is closed
 * or outside them; outside the delivery area it offers takeout and another address.
 */
export function ServiceModalHost() {
  const { app, startup } = useAppActors();
  const unavailable = useSelector(app, selectUnavailableService);
  const stores = useSelector(startup, selectStores);
  const checkoutOption = useSelector(app, selectCheckoutOption);
  const delivering = useSelector(checkoutOption, (snapshot) => selectOption(snapshot) === 'delivery');
  const takeoutOffered = useSelector(checkoutOption, (snapshot) => selectIsOffered(snapshot, 'takeout'));
  if (unavailable === undefined) return null;
  const close = () => app.send({ type: 'service.modalClosed' });
  const today = new Date().getDay();
  const hours =
    unavailable.today_hours.length > 0
      ? unavailable.today_hours
      : (stores?.availableHours.filter((entry) => entry.weekday === today) ?? []);
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
      hours={hours}
      alternatives={alternatives}
      onClose={close}
    />
  );
}
