import type { ApiError } from '../api/errors.ts';
import type { UnavailableReason } from '../ui/modal/unavailable-service-modal.tsx';

/** The unavailable-service modal's state: opened by the API client's 412 hook, closed by the visitor. */
type ServiceModalState = { open: false } | { open: true; reason: UnavailableReason };

const reasonsByCode: Record<string, UnavailableReason> = {
  STORE_CLOSED: 'closed',
  OUT_OF_AREA: 'outOfArea',
  OUT_OF_HOURS: 'outOfHours',
  UNAVAILABLE_TODAY: 'unavailableToday',
};

let state: ServiceModalState = { open: false };
const listeners = new Set<() => void>();

function publish(next: ServiceModalState) {
  state = next;
  for (const listener of listeners) listener();
}

export const serviceModal = {
  openFor(error: ApiError) {
    publish({ open: true, reason: reasonsByCode[error.code ?? ''] ?? 'unavailableToday' });
  },
  close() {
    publish({ open: false });
  },
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
