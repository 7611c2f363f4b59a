import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../ui/toast/toast-store.ts';
import { type PushPlatform, registerPushToken } from './push-registration.ts';

const saved: string[] = [];
vi.mock('../../api/push.ts', () => ({
  fetchPushPublicKey: async () => 'BPublicKey',
  savePushToken: async (token: string) => void saved.push(token),
}));

const subscriptionJson = { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } };

function platform(subscribe: () => Promise<PushSubscription>, permitted = true): PushPlatform {
  return {
    isPermitted: () => permitted,
    registration: async () => ({ pushManager: { subscribe } }) as unknown as ServiceWorkerRegistration,
  };
}

function userStore() {
  const tokens: Array<string | undefined> = [];
  return { tokens, send: (event: { token: string | undefined }) => void tokens.push(event.token) };
}

beforeEach(() => {
  saved.length = 0;
});

describe('the push token after a sign-in (spec §4, §8)', () => {
  it('saves the subscription as the user’s push token when notifications are allowed', async () => {
    const user = userStore();
    const subscribe = vi.fn(async () => ({ toJSON: () => subscriptionJson }) as unknown as PushSubscription);
    await registerPushToken(user, platform(subscribe));
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'BPublicKey' });
    expect(saved).toEqual([JSON.stringify(subscriptionJson)]);
    expect(user.tokens).toEqual([JSON.stringify(subscriptionJson)]);
  });

  it('asks nothing of a customer who has not allowed notifications', async () => {
    const user = userStore();
    const subscribe = vi.fn();
    await registerPushToken(user, platform(subscribe, false));
    expect(subscribe).not.toHaveBeenCalled();
    expect([saved, user.tokens]).toEqual([[], []]);
  });

  it('a failed registration clears the stored token, says so and rethrows', async () => {
    const user = userStore();
    const refused = new DOMException('push service unavailable', 'AbortError');
    await expect(
      registerPushToken(
        user,
        platform(async () => {
          throw refused;
        }),
      ),
    ).rejects.toBe(refused);
    expect(user.tokens).toEqual([undefined]);
    expect(saved).toEqual(['']);
    expect(getToasts().at(-1)).toMatchObject({
      kind: 'error',
      message: 'Notifications could not be turned on. Try again later.',
    });
  });
});
