import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import { endSessionsOnServer } from './server-logout.ts';

const signedIn = { accessToken: 'access-1', refreshToken: 'refresh-1' };

describe('the session ends on the server too', () => {
  it('a logout revokes the last refresh token held', () => {
    const session = createActor(sessionMachine, { input: signedIn });
    const revoke = vi.fn(async () => {});
    endSessionsOnServer(session, revoke);
    session.start();
    session.send({ type: 'session.signedIn', accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(revoke).not.toHaveBeenCalled();
    session.send({ type: 'session.logout' });
    expect(revoke).toHaveBeenCalledExactlyOnceWith('refresh-2');
  });

  it('nothing to revoke for a visitor who never signed in; a failed call is not an error', () => {
    const session = createActor(sessionMachine, { input: undefined });
    const revoke = vi.fn(async () => {
      throw new Error('offline');
    });
    endSessionsOnServer(session, revoke);
    session.start();
    session.send({ type: 'session.logout' });
    session.send({ type: 'session.signedIn', ...signedIn });
    session.send({ type: 'session.logout' });
    expect(revoke).toHaveBeenCalledExactlyOnceWith('refresh-1');
  });
});
