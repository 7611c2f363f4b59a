import type { InspectionEvent, Observer } from 'xstate';

/**
 * `?inspect` under `npm run dev`: the Stately inspector sees the whole actor tree. A production build
 * replaces `import.meta.env.DEV` with false and drops the rest, so the inspector is never bundled
 * (scripts/bundle-budget.ts checks it).
 */
export async function devInspector(search: string): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
