import { describe, expect, it } from 'vitest';
import { type CameraProbe, cameraFailureOf } from './camera-failure.ts';

const camera = async () => [{ kind: 'videoinput' as const }];
const microphoneOnly = async () => [{ kind: 'audioinput' as const }];
const permission = (state: PermissionState) => async () => state;
const withCamera = (state: PermissionState): CameraProbe => ({
  enumerateDevices: camera,
  queryCameraPermission: permission(state),
});
const notFound = 'Camera not found.';

describe('cameraFailureOf', () => {
  it('reads a refusal the browser names as such', async () => {
    const refused = new DOMException('Permission denied', 'NotAllowedError');
    expect(await cameraFailureOf(refused, {})).toBe('denied');
  });

  it.each<[string, CameraProbe, string]>([
    ['blocked for the page', withCamera('denied'), 'denied'],
    ['asked and dismissed', withCamera('prompt'), 'denied'],
    ['allowed but not opening', withCamera('granted'), 'unavailable'],
    [
      'no camera at all',
      { enumerateDevices: microphoneOnly, queryCameraPermission: permission('prompt') },
      'unavailable',
    ],
    ['a browser that cannot tell the permission', { enumerateDevices: camera }, 'unavailable'],
    ['a browser without media devices', {}, 'unavailable'],
    [
      'a browser whose questions fail',
      {
        enumerateDevices: async () => Promise.reject(new Error('no')),
        queryCameraPermission: async () => Promise.reject(new TypeError('camera')),
      },
      'unavailable',
    ],
  ])('%s: %s', async (_, probe, failure) => {
    expect(await cameraFailureOf(notFound, probe)).toBe(failure);
  });
});
