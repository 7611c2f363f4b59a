import { describe, expect, it, vi } from 'vitest';
import { chunkDownload } from './chunk-download.ts';

describe('a chunk download', () => {
  it('asks for the chunk once and says what arrived once it has', async () => {
    const load = vi.fn(async () => ({ name: 'table' }));
    const download = chunkDownload(load);
    expect(download.arrived()).toBeUndefined();
    const first = download();
    expect(download.arrived()).toBeUndefined();
    const [module, again] = await Promise.all([first, download()]);
    expect(module).toEqual({ name: 'table' });
    expect(again).toBe(module);
    expect(download.arrived()).toBe(module);
    expect(load).toHaveBeenCalledOnce();
  });

  it('asks again after a download that failed', async () => {
    const load = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ name: 'table' });
    const download = chunkDownload(load);
    await expect(download()).rejects.toThrow('Failed to fetch');
    expect(download.arrived()).toBeUndefined();
    await expect(download()).resolves.toEqual({ name: 'table' });
    expect(download.arrived()).toEqual({ name: 'table' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
