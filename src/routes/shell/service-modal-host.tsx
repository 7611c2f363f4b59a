import { useSelector } from '@xstate/react';
import type { UnavailableReason as ServiceReason } from '../../../contract/schemas/catalog.ts';
import { selectUnavailableService } from '../../../machines/app/app.selectors.ts';
import { selectStores } from '../../../machines/startup/startup.selectors.ts';
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

/** Spec §2: the unavailable-service modal the tree opened; today's hours listed when outside them. */
export function ServiceModalHost() {
  const { app, startup } = useAppActors();
  const unavailable = useSelector(app, selectUnavailableService);
  const stores = useSelector(startup, selectStores);
  if (unavailable === undefined) return null;
  const today = new Date().getDay();
  const hours =
    unavailable.today_hours.length > 0
      ? unavailable.today_hours
      : (stores?.availableHours.filter((entry) => entry.weekday === today) ?? []);
  return (
    <UnavailableServiceModal
      open
      reason={reasons[unavailable.reason]}
      hours={hours}
      onClose={() => app.send({ type: 'service.modalClosed' })}
    />
  );
}
