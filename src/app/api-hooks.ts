import { i18n } from '@lingui/core';
import { waitFor } from 'xstate';
import { selectSession, selectStartup } from '../../machines/app/app.selectors.ts';
import { createUnauthorizedHandler } from '../../machines/session/session.requests.ts';
import { selectAccessToken } from '../../machines/session/session.selectors.ts';
import { selectIsLoading } from '../../machines/startup/startup.selectors.ts';
import { apiConfig } from '../api/client-config.ts';
import { toast } from '../ui/toast/toast-store.ts';
import type { AppActor } from './app-tree.ts';
import { unavailableOf } from './unavailable-reason.ts';

/** The catalogue's messages come with the API client, which a 406 means is already here. */
async function announceStateReset() {
  const { errorMessages } = await import('../api/error-messages.ts');
  toast.info(i18n._(errorMessages.stateReset));
}

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
    on412: (error) =>
      void unavailableOf(error).then((unavailable) =>
        app.send({ type: 'service.unavailable', ...unavailable }),
      ),
    // Spec §8: the page cannot go on (the cart it pays for is an order already); home, with why.
    on406: () => {
      void announceStateReset();
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
