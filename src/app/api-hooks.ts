import { waitFor } from 'xstate';
import { selectSession, selectStartup } from '../../machines/app/app.selectors.ts';
import { createUnauthorizedHandler } from '../../machines/session/session.requests.ts';
import { selectAccessToken } from '../../machines/session/session.selectors.ts';
import { selectIsLoading } from '../../machines/startup/startup.selectors.ts';
import { apiConfig } from '../api/client-config.ts';
import type { AppActor } from './app-tree.ts';

/**
 * The API client and the tree: the session's access token and its refresh on a 401 (spec §4), and
 * what the statuses of spec §8 mean beyond one call.
 */
export function connectApiHooks(app: AppActor): void {
  const session = selectSession(app.getSnapshot());
  const startup = selectStartup(app.getSnapshot());
  const onUnauthorized = createUnauthorizedHandler(session);
  apiConfig.setAuthSource({
    getAccessToken: () => selectAccessToken(session.getSnapshot()),
    onUnauthorized: ({ token, replayed }) => onUnauthorized({ token, replayed }),
  });
  apiConfig.setHooks({
    // What reads a 412 or says a 406 comes when one does: the client they need is already here.
    on412: (error) =>
      void import('./unavailable-reason.ts').then(({ unavailableOf }) =>
        app.send({ type: 'service.unavailable', ...unavailableOf(error) }),
      ),
    // Spec §8: the page cannot go on (the cart it pays for is an order already); home, with why.
    on406: () => {
      void import('./state-reset-notice.ts').then(({ announceStateReset }) => announceStateReset());
      app.send({ type: 'state.reset' });
    },
    on410: async () => {
      startup.send({ type: 'startup.reload' });
      await waitFor(startup, (snapshot) => !selectIsLoading(snapshot));
    },
  });
  // The service id travels on every request once start-up knows it.
  startup.subscribe((snapshot) => apiConfig.setServiceId(snapshot.context.serviceId));
}
