import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { lazyChart } from './lazy-chart.ts';

const chart = createMachine({ id: 'downloaded', initial: 'ready', states: { ready: {} } });

describe('a lazy chart', () => {
  it('is built from its module once downloaded, in a later task, and once however often it is loaded', async () => {
    const build = vi.fn((module: { chart: typeof chart }) => module.chart);
    const lazy = lazyChart(async () => ({ chart }), build);
    const loading = lazy.load();
    await Promise.resolve();
    await Promise.resolve();
    // The module is in; the chart is built after the browser had its turn.
    expect(build).not.toHaveBeenCalled();
    await Promise.all([loading, lazy.load()]);
    await lazy.load();
    expect(build).toHaveBeenCalledOnce();
    expect(createActor(lazy.logic).start().getSnapshot().value).toBe('ready');
  });

  it('says so when started before its code arrived', () => {
    const lazy = lazyChart(
      async () => ({ chart }),
      (module) => module.chart,
    );
    const actor = createActor(lazy.logic);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(errors).toEqual([new Error('a lazy chart was started before its code was loaded')]);
  });
});
