// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { MAIN_CONTENT_ID } from '../ui/layouts/layout-props.ts';
import { FIRST_SCREEN_WAIT_MS, firstScreenSettled } from './first-screen.ts';

// The yield after the frame, on the test's clock.
vi.mock('../lib/yield-to-main.ts', () => ({
  yieldToMain: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
}));

const screen = createMachine({
  initial: 'loading',
  states: { loading: { tags: 'busy', on: { loaded: 'shown' } }, shown: {} },
});

const FRAME_MS = 16;
/** Long enough for a frame and the task after it. */
const A_FRAME_LATER = 2 * FRAME_MS;

/** The app's page, in place of the boot bar. */
function showPage() {
  const main = document.createElement('main');
  main.id = MAIN_CONTENT_ID;
  document.body.append(main);
}

function track(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

describe('the first screen, settled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (draw: () => void) => setTimeout(draw, FRAME_MS));
    showPage();
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits while a chart of the tree is busy, and comes a frame after none is: once per tree', async () => {
    const app = createActor(screen).start();
    const settled = firstScreenSettled(app);
    const state = track(settled);
    await vi.advanceTimersByTimeAsync(A_FRAME_LATER);
    expect(state.settled).toBe(false);
    app.send({ type: 'loaded' });
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(A_FRAME_LATER);
    expect(state.settled).toBe(true);
    expect(firstScreenSettled(app)).toBe(settled);
  });

  it('waits for a page of the app to be shown, and comes a frame after it', async () => {
    document.body.replaceChildren();
    const app = createActor(screen).start();
    app.send({ type: 'loaded' });
    const state = track(firstScreenSettled(app));
    await vi.advanceTimersByTimeAsync(A_FRAME_LATER);
    expect(state.settled).toBe(false);
    showPage();
    await vi.advanceTimersByTimeAsync(A_FRAME_LATER);
    expect(state.settled).toBe(true);
  });

  it(`does not wait for a page that is not shown ${FIRST_SCREEN_WAIT_MS} ms after the load`, async () => {
    document.body.replaceChildren();
    const app = createActor(screen).start();
    app.send({ type: 'loaded' });
    const state = track(firstScreenSettled(app));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1 + A_FRAME_LATER);
    expect(state.settled).toBe(true);
  });

  it('comes a frame after the load when nothing is busy', async () => {
    const app = createActor(screen).start();
    app.send({ type: 'loaded' });
    const state = track(firstScreenSettled(app));
    await vi.advanceTimersByTimeAsync(A_FRAME_LATER);
    expect(state.settled).toBe(true);
  });

  it(`does not wait for a screen that stays busy longer than ${FIRST_SCREEN_WAIT_MS} ms`, async () => {
    const state = track(firstScreenSettled(createActor(screen).start()));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1 + A_FRAME_LATER);
    expect(state.settled).toBe(true);
  });
});
