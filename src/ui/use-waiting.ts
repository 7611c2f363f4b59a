import { useDeferredValue } from 'react';

/**
 * Whether a page still shows its placeholder: at once when `waiting` starts, and until a render React
 * may slice once it ends. A chart's news renders at once in one task (a store read by
 * `useSyncExternalStore`); the content that replaces a placeholder is a page's heaviest render, so
 * it comes in a render that leaves the browser free to answer between components.
 */
export function useWaiting(waiting: boolean): boolean {
  const shown = useDeferredValue(waiting);
  return waiting || shown;
}
