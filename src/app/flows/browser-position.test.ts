// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationPermission } from '../../../machines/geolocation/geolocation.types.ts';
import { watchLocationPermission } from './browser-position.ts';

/** A PermissionStatus the test changes as the browser's settings would. */
function fakeStatus(state: PermissionState) {
  const status = Object.assign(new EventTarget(), { state });
  return {
    status,
    change(next: PermissionState) {
      status.state = next;
      status.dispatchEvent(new Event('change'));
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('watchLocationPermission', () => {
  it('tells each change of the geolocation permission until it is stopped', async () => {
    const { status, change } = fakeStatus('prompt');
    const query = vi.fn(async () => status);
    vi.stubGlobal('navigator', { permissions: { query } });
    const heard: LocationPermission[] = [];
    const stop = watchLocationPermission((permission) => heard.push(permission));
    await settle();
    expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    change('denied');
    change('granted');
    stop();
    change('denied');
    expect(heard).toEqual(['denied', 'granted']);
  });

  it('does not listen when stopped before the browser answered', async () => {
    const { status, change } = fakeStatus('prompt');
    vi.stubGlobal('navigator', { permissions: { query: async () => status } });
    const heard: LocationPermission[] = [];
    watchLocationPermission((permission) => heard.push(permission))();
    await settle();
    change('granted');
    expect(heard).toEqual([]);
  });

  it('hears nothing, and fails nothing, without the Permissions API', async () => {
    vi.stubGlobal('navigator', {});
    const stop = watchLocationPermission(() => {
      throw new Error('nothing to hear');
    });
    await settle();
    expect(stop).not.toThrow();
  });
});
