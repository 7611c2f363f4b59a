import type { SessionActor } from '../../machines/app/app.selectors.ts';

/**
 * When the session ends on this device (logout, or a refresh that failed), the server ends it too:
 * the refresh family of its last tokens is revoked, so a copy of them left anywhere stops working.
 * Best effort: offline, the tokens simply expire.
 */
export function endSessionsOnServer(
  session: Pick<SessionActor, 'getSnapshot' | 'subscribe'>,
  revoke: (refreshToken: string) => Promise<void>,
): void {
  let current = session.getSnapshot().context.refreshToken;
  session.subscribe((snapshot) => {
    if (snapshot.hasTag('signedOut') && current !== undefined) void revoke(current).catch(() => {});
    current = snapshot.hasTag('signedIn') ? snapshot.context.refreshToken : undefined;
  });
}
