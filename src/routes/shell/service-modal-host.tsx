import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import { selectStores } from '../../../machines/startup/startup.selectors.ts';
import { serviceModal } from '../../app/service-modal.ts';
import { UnavailableServiceModal } from '../../ui/modal/unavailable-service-modal.tsx';
import { useAppActors } from './use-app-actors.ts';

/** Today's weekday's hours, listed when the service is outside its hours. */
export function ServiceModalHost() {
  const { startup } = useAppActors();
  const stores = useSelector(startup, selectStores);
  const state = useSyncExternalStore(serviceModal.subscribe, serviceModal.get, serviceModal.get);
  if (!state.open) return null;
  const today = new Date().getDay();
  const hours = stores?.availableHours.filter((entry) => entry.weekday === today) ?? [];
  return <UnavailableServiceModal open reason={state.reason} hours={hours} onClose={serviceModal.close} />;
}
