// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true } }
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from './provider-sdk.ts';

function scripts(src: string) {
  return [...document.head.querySelectorAll('script')].filter((script) => script.src === src);
}

describe('loadScript', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds the script once and resolves when it loads', async () => {
    const src = 'https://sdk.example/one.js';
    const first = loadScript(src);
    expect(loadScript(src)).toBe(first);
    expect(scripts(src)).toHaveLength(1);
    await expect(first).resolves.toBeUndefined();
    await loadScript(src);
    expect(scripts(src)).toHaveLength(1);
  });

  it('rejects when the script fails and tries again next time', async () => {
    const src = 'https://sdk.example/two.js';
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((node) => {
      added.push(node as HTMLScriptElement);
    });
    const failing = loadScript(src);
    added[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Could not load https://sdk.example/two.js');

    const retry = loadScript(src);
    expect(retry).not.toBe(failing);
    expect(added.map((script) => script.src)).toEqual([src, src]);
  });
});
