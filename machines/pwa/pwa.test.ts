import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { BUILD_CHECK_MS, pwaMachine, REGISTER_DELAY_MS } from './pwa.machine.ts';
import {
  selectCanInstall,
  selectCanOfferNotifications,
  selectIsAskingNotifications,
  selectIsReloading,
  selectIsUpdateAvailable,
} from './pwa.selectors.ts';
import type { InstallOutcome, NotificationsPermission, ServiceWorkerCommand } from './pwa.types.ts';

function startPwa({
  outcome = 'accepted' as InstallOutcome,
  permission = 'default' as NotificationsPermission,
  answer = 'granted' as NotificationsPermission,
} = {}) {
  const commands: ServiceWorkerCommand['type'][] = [];
  const reload = vi.fn();
  const rememberNotificationsDeclined = vi.fn();
  const machine = pwaMachine.provide({
    actors: {
      serviceWorker: fromCallback(({ receive }) => {
        receive((command: ServiceWorkerCommand) => commands.push(command.type));
      }),
      promptInstall: fromPromise(async () => outcome),
      readNotificationsPermission: fromPromise(async () => permission),
      requestNotificationsPermission: fromPromise(async () => answer),
    },
    actions: { reload, rememberNotificationsDeclined },
  });
  const pwa = createActor(machine).start();
  return { pwa, commands, reload, rememberNotificationsDeclined };
}

/** The chart once it has asked the binding to register the worker (fake timers). */
function startRegistered() {
  const started = startPwa();
  vi.advanceTimersByTime(REGISTER_DELAY_MS);
  expect(started.commands).toEqual(['sw.register']);
  started.commands.length = 0;
  return started;
}

describe('the installable app', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers the worker only once the first screen has had its time', () => {
    const { pwa, commands } = startPwa();
    vi.advanceTimersByTime(REGISTER_DELAY_MS - 1);
    expect(commands).toEqual([]);
    pwa.send({ type: 'sw.waiting' });
    expect(selectIsUpdateAvailable(pwa.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(commands).toEqual(['sw.register']);
  });

  it('prompts for a new build, and reloads once the new worker controls the page', () => {
    const { pwa, commands, reload } = startRegistered();
    pwa.send({ type: 'sw.registered' });
    expect(selectIsUpdateAvailable(pwa.getSnapshot())).toBe(false);
    pwa.send({ type: 'sw.waiting' });
    expect(selectIsUpdateAvailable(pwa.getSnapshot())).toBe(true);
    pwa.send({ type: 'update.accept' });
    expect(commands).toEqual(['sw.skipWaiting']);
    expect(selectIsReloading(pwa.getSnapshot())).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    pwa.send({ type: 'sw.controlling' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('checks for a new build every half hour, dismissed or not', () => {
    const { pwa, commands } = startRegistered();
    pwa.send({ type: 'sw.registered' });
    vi.advanceTimersByTime(BUILD_CHECK_MS * 2);
    expect(commands).toEqual(['sw.check', 'sw.check']);
    pwa.send({ type: 'sw.waiting' });
    pwa.send({ type: 'update.dismiss' });
    expect(selectIsUpdateAvailable(pwa.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(BUILD_CHECK_MS);
    expect(commands).toEqual(['sw.check', 'sw.check', 'sw.check']);
    pwa.send({ type: 'sw.waiting' });
    expect(selectIsUpdateAvailable(pwa.getSnapshot())).toBe(true);
  });

  it('offers to install once the browser does, until the customer answers', async () => {
    const { pwa } = startPwa({ outcome: 'dismissed' });
    expect(selectCanInstall(pwa.getSnapshot())).toBe(false);
    pwa.send({ type: 'install.available' });
    expect(selectCanInstall(pwa.getSnapshot())).toBe(true);
    pwa.send({ type: 'install.accept' });
    await vi.waitFor(() => expect(pwa.getSnapshot().matches({ install: 'declined' })).toBe(true));
    expect(selectCanInstall(pwa.getSnapshot())).toBe(false);
  });

  it('a browser without service workers never prompts', () => {
    const { pwa } = startRegistered();
    pwa.send({ type: 'sw.unsupported' });
    pwa.send({ type: 'sw.waiting' });
    expect(selectIsUpdateAvailable(pwa.getSnapshot())).toBe(false);
  });

  it('offers notifications to a browser that has not decided, and asks it once accepted', async () => {
    const { pwa, rememberNotificationsDeclined } = startPwa({ answer: 'granted' });
    await vi.waitFor(() => expect(selectCanOfferNotifications(pwa.getSnapshot())).toBe(true));
    pwa.send({ type: 'notifications.accept' });
    expect(selectIsAskingNotifications(pwa.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(pwa.getSnapshot().matches({ notifications: 'allowed' })).toBe(true));
    expect(selectCanOfferNotifications(pwa.getSnapshot())).toBe(false);
    expect(rememberNotificationsDeclined).not.toHaveBeenCalled();
  });

  it.each([
    ['turned down', () => ({ type: 'notifications.dismiss' }) as const, 'granted'],
    ['refused at the prompt', () => ({ type: 'notifications.accept' }) as const, 'denied'],
    ['left unanswered', () => ({ type: 'notifications.accept' }) as const, 'default'],
  ] as const)('remembers notifications %s, so they are not offered again', async (_, answerOf, answer) => {
    const { pwa, rememberNotificationsDeclined } = startPwa({ answer });
    await vi.waitFor(() => expect(selectCanOfferNotifications(pwa.getSnapshot())).toBe(true));
    pwa.send(answerOf());
    await vi.waitFor(() => expect(pwa.getSnapshot().matches({ notifications: 'declined' })).toBe(true));
    expect(rememberNotificationsDeclined).toHaveBeenCalledOnce();
  });

  it.each(['granted', 'denied', 'unsupported'] as const)(
    'does not offer notifications when the browser says %s',
    async (permission) => {
      const { pwa } = startPwa({ permission });
      await vi.waitFor(() => expect(pwa.getSnapshot().matches({ notifications: 'decided' })).toBe(true));
      expect(selectCanOfferNotifications(pwa.getSnapshot())).toBe(false);
    },
  );
});
