// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { FIRST_SCREEN_WAIT_MS, firstScreenSettled } from './first-screen.ts';

const screen = createMachine({
  initial: 'loading',
  states: { loading: { tags: 'busy', on: { loaded: 'shown' } }, shown: {} },
});

/** Whether the promise has settled after the pending tasks ran. */
async function settledYet(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the first screen, settled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits while a chart of the tree is busy, and comes once none is: once per tree', async () => {
    const app = createActor(screen).start();
    const settled = firstScreenSettled(app);
    expect(await settledYet(settled)).toBe(false);
    app.send({ type: 'loaded' });
    expect(await settledYet(settled)).toBe(true);
    expect(firstScreenSettled(app)).toBe(settled);
  });

  it('comes at once when nothing is busy after the load', async () => {
    const app = createActor(screen).start();
    app.send({ type: 'loaded' });
    expect(await settledYet(firstScreenSettled(app))).toBe(true);
  });

  it(`does not wait for a screen that stays busy longer than ${FIRST_SCREEN_WAIT_MS} ms`, async () => {
    const settled = firstScreenSettled(createActor(screen).start());
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(await settledYet(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(settled)).toBe(true);
  });
});
