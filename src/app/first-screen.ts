import type { AnyActorRef } from 'xstate';
import { selectIsTreeBusy } from '../../machines/app/app.selectors.ts';
import { pageLoaded } from '../lib/page-loaded.ts';
import { pageShown } from '../lib/page-shown.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';
import { MAIN_CONTENT_ID } from '../ui/layouts/layout-props.ts';

/** The longest what comes after the first screen waits for it, from the page's load. */
export const FIRST_SCREEN_WAIT_MS = 5_000;

const settled = new WeakMap<AnyActorRef, Promise<void>>();

/**
 * Resolves once the page has loaded, shows a page of the app (its main content: the QR link's first
 * page waits for the table's answers before it renders) and no chart of the tree is busy, after the
 * next frame: the first screen has what it asked for (a diner's bill, the menu's first page), drawn.
 * What it does not need (the shared refresh, push, analytics, the installable app) waits for it, so
 * it never competes with it; at most `FIRST_SCREEN_WAIT_MS` after the load.
 */
export function firstScreenSettled(app: AnyActorRef): Promise<void> {
  let once = settled.get(app);
  if (once === undefined) {
    once = pageLoaded().then(
      () =>
        new Promise<void>((resolve) => {
          const watching = new AbortController();
          let shown = false;
          // After the frame that draws what the screen got: nothing it needs waits behind us.
          const done = () => {
            clearTimeout(timer);
            subscription.unsubscribe();
            watching.abort();
            requestAnimationFrame(() => void yieldToMain().then(resolve));
          };
          const settle = () => {
            if (shown && !selectIsTreeBusy(app.getSnapshot())) done();
          };
          const timer = setTimeout(done, FIRST_SCREEN_WAIT_MS);
          const subscription = app.subscribe(settle);
          void pageShown(MAIN_CONTENT_ID, watching.signal).then(() => {
            shown = true;
            settle();
          });
        }),
    );
    settled.set(app, once);
  }
  return once;
}
