import { selectSession } from '../../machines/app/app.selectors.ts';
import type { AppActor } from './app-tree.ts';
import { endSessionsOnServer } from './server-logout.ts';
import type { SharedRefresh } from './shared-refresh.ts';

/**
 * The session beyond this tab: tokens another tab got for the refresh token this one holds become
 * this one's, and a session ending here ends on the server too (its refresh family revoked).
 */
export function bindSession(app: AppActor, sharedRefresh: SharedRefresh): void {
  const session = selectSession(app.getSnapshot());
  sharedRefresh.onRefreshedElsewhere((from, tokens) => {
    if (session.getSnapshot().context.refreshToken === from)
      session.send({ type: 'session.signedIn', ...tokens });
  });
  endSessionsOnServer(session, async (refreshToken) => {
    const { logout } = await import('../api/auth.ts');
    await logout({ refreshToken });
  });
}
