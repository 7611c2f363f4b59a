import type { AnyRouter } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { selectIsLoading } from '../../machines/startup/startup.selectors.ts';
import { api } from '../api/client.ts';
import { serviceModal } from './service-modal.ts';
import type { StartupActor } from './startup-actor.ts';

/** What the API client does on the statuses of spec §8 that reach beyond one call. */
export function connectApiHooks({ startup, router }: { startup: StartupActor; router: AnyRouter }) {
  api.setHooks({
    on412: (error) => serviceModal.openFor(error),
    on406: () => {
      startup.send({ type: 'startup.reload' });
      void router.navigate({ to: '/' });
    },
    on410: async () => {
      startup.send({ type: 'startup.reload' });
      await waitFor(startup, (snapshot) => !selectIsLoading(snapshot));
    },
  });
  // The service id travels on every request once start-up knows it.
  startup.subscribe((snapshot) => api.setServiceId(snapshot.context.serviceId));
}
