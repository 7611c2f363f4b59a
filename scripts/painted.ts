/**
 * When an element is on screen, by the page's own clock (navigation start = 0), for the benchmarks
 * that time a page to its first content: the moment it is laid out with a size, then the next frame
 * drawn after it. The page says so on its console, so the script waits for that message instead of
 * polling a locator, which would run in the page's main thread while it starts and slow what it times.
 */
import type { Page } from '@playwright/test';

interface Marks {
  __inserted?: number;
  __painted?: number;
}

/** Runs in the page before its scripts (`page.addInitScript`): self-contained. */
function watch({ selector, message }: { selector: string; message: string }) {
  const marks = window as unknown as Marks;
  const observer = new MutationObserver(() => {
    const element = document.querySelector(selector);
    if (!element || element.getBoundingClientRect().height === 0) return;
    observer.disconnect();
    marks.__inserted = performance.now();
    requestAnimationFrame(() =>
      setTimeout(() => {
        marks.__painted = performance.now();
        console.info(message);
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

export interface Painted {
  /** Laid out with a size. */
  inserted: number;
  /** The frame after it drawn. */
  painted: number;
}

/**
 * Watches `page` for the first element matching `selector`; call before it navigates. Resolves once
 * the page has drawn it (within `timeout`).
 */
export async function watchPainted(
  page: Page,
  selector: string,
  timeout = 30_000,
): Promise<() => Promise<Painted>> {
  const message = `painted: ${selector}`;
  await page.addInitScript(watch, { selector, message });
  const said = page.waitForEvent('console', { predicate: (event) => event.text() === message, timeout });
  return async () => {
    await said;
    return page.evaluate(() => {
      const { __inserted, __painted } = window as unknown as Marks;
      if (__inserted === undefined || __painted === undefined) throw new Error('not painted');
      return { inserted: __inserted, painted: __painted };
    });
  };
}
