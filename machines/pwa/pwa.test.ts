import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { BUILD_CHECK_MS, pwaMachine } from './pwa.machine.ts';
import { selectCanInstall, selectIsReloading, selectIsUpdateAvailable } from './pwa.selectors.ts';
import type { InstallOutcome, ServiceWorkerCommand } from './pwa.types.ts';

function startPwa({ outcome = 'accepted' as InstallOutcome } = {}) {
  const commands: ServiceWorkerCommand['type'][] = [];
  const reload = vi.fn();
  const machine = pwaMachine.provide({
    actors: {
      serviceWorker: fromCallback(({ receive }) => {
        receive((command: ServiceWorkerCommand) => commands.push(command.type));
      }),
      promptInstall: fromPromise(async () => outcome),
    },
    actions: { reload },
  });
  const pwa = createActor(machine).start();
  return { pwa, commands, reload };
}

describe('the installable app', () => {
  it('prompts for a new build, and reloads once the new worker controls the page', () => {
    const { pwa, commands, reload } = startPwa();
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
    vi.useFakeTimers();
    try {
      const { pwa, commands } = startPwa();
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
    } finally {
      vi.useRealTimers();
    }
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
    const { pwa } = startPwa();
    pwa.send({ type: 'sw.unsupported' });
    pwa.send({ type: 'sw.waiting' });
    expect(selectIsUpdateAvailable(pwa.getSnapshot())).toBe(false);
  });
});
