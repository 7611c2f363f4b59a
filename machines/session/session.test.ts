import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from './session.machine.ts';
import { createUnauthorizedHandler } from './session.requests.ts';
import { selectAccessToken, selectIsRefreshing, selectIsSignedIn } from './session.selectors.ts';
import type { RefreshInput, SessionInput, Tokens } from './session.types.ts';

const first = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const second = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Options {
  input?: SessionInput;
  refresh?: (input: RefreshInput) => Promise<Tokens>;
}

function startSession({ input = first, refresh = async () => second }: Options = {}) {
  const log: string[] = [];
  const refreshInputs: RefreshInput[] = [];
  const named = (name: string) => () => {
    log.push(name);
  };
  const machine = sessionMachine.provide({
    actors: {
      refreshTokens: fromPromise<Tokens, RefreshInput>(async ({ input: refreshInput }) => {
        refreshInputs.push(refreshInput);
        return refresh(refreshInput);
      }),
    },
    actions: {
      storeTokens: (_, tokens: Tokens) => {
        log.push(`storeTokens ${tokens.accessToken}`);
      },
      clearCredentials: named('clearCredentials'),
      clearUser: named('clearUser'),
      clearCart: named('clearCart'),
      clearStoredSlices: named('clearStoredSlices'),
      navigateToLogin: named('navigateToLogin'),
      navigateToAuth: named('navigateToAuth'),
    },
  });
  const session = createActor(machine, { input }).start();
  return { session, log, refreshInputs, onUnauthorized: createUnauthorizedHandler(session) };
}

type Started = ReturnType<typeof startSession>;

/** The HTTP client's side: the server accepts only `valid`; a request is replayed at most once. */
function client({ session, onUnauthorized }: Started, valid: string) {
  return async (latency: number) => {
    let replayed = false;
    let replays = 0;
    for (;;) {
      const token = selectAccessToken(session.getSnapshot());
      await sleep(latency);
      if (token === valid) return { ok: true, replays };
      const outcome = await onUnauthorized({ token, replayed });
      if (outcome === 'fail' || replayed) return { ok: false, replays };
      replayed = true;
      replays += 1;
    }
  };
}

describe('session machine', () => {
  it('starts signed in with the stored tokens, and signed out without them', () => {
    expect(selectIsSignedIn(startSession().session.getSnapshot())).toBe(true);
    expect(selectAccessToken(startSession().session.getSnapshot())).toBe('access-1');
    const { session } = startSession({ input: {} });
    expect(selectIsSignedIn(session.getSnapshot())).toBe(false);
    expect(selectAccessToken(session.getSnapshot())).toBeUndefined();
  });

  it('stores the tokens of a sign-in and counts a new token version', () => {
    const { session, log } = startSession({ input: {} });
    session.send({ type: 'session.signedIn', ...second });
    expect(selectAccessToken(session.getSnapshot())).toBe('access-2');
    expect(session.getSnapshot().context.tokenVersion).toBe(1);
    expect(log).toEqual(['storeTokens access-2']);
  });

  it('refreshes once with the stored refresh token and replays the request with the new token', async () => {
    const started = startSession();
    const outcome = started.onUnauthorized({ token: 'access-1', replayed: false });
    expect(selectIsRefreshing(started.session.getSnapshot())).toBe(true);
    await expect(outcome).resolves.toBe('replay');
    expect(started.refreshInputs).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(selectAccessToken(started.session.getSnapshot())).toBe('access-2');
    expect(started.session.getSnapshot().context.tokenVersion).toBe(2);
    expect(started.log).toEqual(['storeTokens access-2']);
  });

  it('replays a request that carried an older token than the current one without refreshing', async () => {
    const started = startSession();
    await expect(started.onUnauthorized({ token: 'access-0', replayed: false })).resolves.toBe('replay');
    expect(started.refreshInputs).toEqual([]);
  });

  it('clears user, credentials, cart and storage, then goes to login, when the refresh fails; waiting requests fail', async () => {
    const started = startSession({ refresh: () => Promise.reject(new Error('refresh token reused')) });
    const outcomes = [1, 2, 3].map(() => started.onUnauthorized({ token: 'access-1', replayed: false }));
    await expect(Promise.all(outcomes)).resolves.toEqual(['fail', 'fail', 'fail']);
    expect(selectIsSignedIn(started.session.getSnapshot())).toBe(false);
    expect(selectAccessToken(started.session.getSnapshot())).toBeUndefined();
    // Spec §4: the user in memory is no longer signed in either; storage is cleared after everything else.
    expect(started.log).toEqual([
      'clearUser',
      'clearCredentials',
      'clearCart',
      'clearStoredSlices',
      'navigateToLogin',
    ]);
  });

  it('ends the session the same way when the replay still gets 401', async () => {
    const started = startSession();
    await started.onUnauthorized({ token: 'access-1', replayed: false });
    await expect(started.onUnauthorized({ token: 'access-2', replayed: true })).resolves.toBe('fail');
    expect(selectIsSignedIn(started.session.getSnapshot())).toBe(false);
    expect(started.log).toContain('navigateToLogin');
  });

  it('fails, but keeps the session, when a replay made with an older token gets 401', async () => {
    const started = startSession();
    await expect(started.onUnauthorized({ token: 'access-0', replayed: true })).resolves.toBe('fail');
    expect(selectIsSignedIn(started.session.getSnapshot())).toBe(true);
  });

  it('refuses every 401 while signed out', async () => {
    const started = startSession({ input: {} });
    await expect(started.onUnauthorized({ token: undefined, replayed: false })).resolves.toBe('fail');
  });

  it('logs out clearing the user first, then the cart, every stored slice last, and goes to auth when asked', () => {
    const quiet = startSession();
    quiet.session.send({ type: 'session.logout' });
    expect(quiet.log).toEqual(['clearUser', 'clearCredentials', 'clearCart', 'clearStoredSlices']);
    const navigating = startSession();
    navigating.session.send({ type: 'session.logout', navigate: true });
    expect(navigating.log).toEqual([
      'clearUser',
      'clearCredentials',
      'clearCart',
      'clearStoredSlices',
      'navigateToAuth',
    ]);
    expect(selectIsSignedIn(navigating.session.getSnapshot())).toBe(false);
  });

  it('fails the requests waiting for a refresh when the user logs out', async () => {
    const started = startSession({ refresh: () => new Promise(() => {}) });
    const outcome = started.onUnauthorized({ token: 'access-1', replayed: false });
    started.session.send({ type: 'session.logout' });
    await expect(outcome).resolves.toBe('fail');
  });

  it('replays the waiting requests when a new sign-in replaces the refresh in flight', async () => {
    const started = startSession({ refresh: () => new Promise(() => {}) });
    const outcome = started.onUnauthorized({ token: 'access-1', replayed: false });
    started.session.send({ type: 'session.signedIn', ...second });
    await expect(outcome).resolves.toBe('replay');
    expect(selectIsRefreshing(started.session.getSnapshot())).toBe(false);
  });

  describe('100 concurrent 401s carrying the same token', () => {
    it('run exactly one refresh and replay all 100 with the new token', async () => {
      let refreshes = 0;
      const started = startSession({
        refresh: async () => {
          refreshes += 1;
          await sleep(5);
          return second;
        },
      });
      const request = client(started, 'access-2');
      const results = await Promise.all(Array.from({ length: 100 }, () => request(0)));
      expect(refreshes).toBe(1);
      expect(results.every((result) => result.ok)).toBe(true);
      expect(results.reduce((sum, result) => sum + result.replays, 0)).toBe(100);
      expect(started.log).toEqual(['storeTokens access-2']);
    });

    it('still refresh once when some 401s arrive after the refresh: those replay at once', async () => {
      let refreshes = 0;
      const started = startSession({
        refresh: async () => {
          refreshes += 1;
          await sleep(5);
          return second;
        },
      });
      const request = client(started, 'access-2');
      // Latencies from 0 to 19 ms: a fifth of the answers arrive while refreshing, most after it.
      const results = await Promise.all(Array.from({ length: 100 }, (_, index) => request(index % 20)));
      expect(refreshes).toBe(1);
      expect(results.every((result) => result.ok)).toBe(true);
      expect(results.reduce((sum, result) => sum + result.replays, 0)).toBe(100);
    });

    it('all fail, clearing the session once, when that refresh fails', async () => {
      let refreshes = 0;
      const started = startSession({
        refresh: async () => {
          refreshes += 1;
          await sleep(5);
          throw new Error('expired');
        },
      });
      const request = client(started, 'access-2');
      const results = await Promise.all(Array.from({ length: 100 }, () => request(0)));
      expect(refreshes).toBe(1);
      expect(results.filter((result) => result.ok)).toEqual([]);
      expect(started.log.filter((line) => line === 'navigateToLogin')).toHaveLength(1);
    });
  });
});
