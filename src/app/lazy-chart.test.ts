import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { chunkDownload } from '../lib/chunk-download.ts';
import { lazyChart } from './lazy-chart.ts';

const chart = createMachine({ id: 'downloaded', initial: 'ready', states: { ready: {} } });

describe('a lazy chart', () => {
  it('is built from its module once downloaded, in a later task, and once however often it is loaded', async () => {
    const build = vi.fn((module: { chart: typeof chart }) => module.chart);
    const lazy = lazyChart(
      chunkDownload(async () => ({ chart })),
      build,
    );
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

  it('is built at once when its code arrived earlier: its load ends before the browser’s next task', async () => {
    const download = chunkDownload(async () => ({ chart }));
    await download();
    const build = vi.fn((module: { chart: typeof chart }) => module.chart);
    const lazy = lazyChart(download, build);
    let taskRan = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      taskRan = true;
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    await lazy.load();
    expect(taskRan).toBe(false);
    expect(build).toHaveBeenCalledOnce();
    expect(createActor(lazy.logic).start().getSnapshot().value).toBe('ready');
  });

  it('says so when started before its code arrived', () => {
    const lazy = lazyChart(
      chunkDownload(async () => ({ chart })),
      (module) => module.chart,
    );
    const actor = createActor(lazy.logic);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(errors).toEqual([new Error('a lazy chart was started before its code was loaded')]);
  });
});
