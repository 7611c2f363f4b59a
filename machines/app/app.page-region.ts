import { not } from 'xstate';
import type { AppContext, AppEvent } from './app.types.ts';

/** A child chart that failed: the tree keeps the error for the error page (its `storeFailure`). */
export const failed = {
  type: 'storeFailure',
  params: ({ event }: { event: { error: unknown } }) => event.error,
} as const;

/**
 * The region of a flow with a page of its own whose chart is a chunk: the code is downloaded when
 * the page is entered (`load`), the chart started afresh on each visit, so the page shows what the
 * API holds now, and stopped when the customer leaves; a download or a chart that failed leaves the
 * region `unavailable` (tagged `error`) until the next page.
 */
export function pageRegion<
  const TChart extends string,
  const TLoad extends string,
  const TGuard extends string,
  TInput = undefined,
>({
  chart,
  load,
  isOnPage,
  input,
}: {
  chart: TChart;
  load: TLoad;
  isOnPage: TGuard;
  input?: ({ context }: { context: AppContext }) => TInput;
}) {
  return {
    initial: 'away',
    states: {
      away: { always: { guard: isOnPage, target: 'loading' } },
      loading: {
        tags: 'busy',
        invoke: {
          id: load,
          src: load,
          // Left while the code came: nothing to show.
          onDone: [{ guard: isOnPage, target: 'present' }, { target: 'away' }],
          onError: 'unavailable',
        },
      },
      present: {
        // Gone once its page is left, or what else showed it (the home's address picker) closed.
        always: { guard: not<AppContext, AppEvent, TGuard>(isOnPage as never), target: 'away' },
        invoke: {
          id: chart,
          systemId: chart,
          src: chart,
          input,
          onError: { target: 'unavailable', actions: failed },
        },
      },
      unavailable: { tags: 'error', on: { 'route.entered': 'away' } },
    },
  } as const;
}
