import type { GeoPoint } from '../../../contract/geo-point.ts';
import type { LocationPermission, PositionFailure } from '../../../machines/geolocation/geolocation.types.ts';

/** Spec §3 "Geolocation permission states" as the browser says them; `unavailable` without geolocation. */
export async function checkLocationPermission(): Promise<LocationPermission> {
  if (!('geolocation' in navigator)) return 'unavailable';
  // Without the Permissions API this rejects: the chart then asks for the position to find out.
  const status = await navigator.permissions.query({ name: 'geolocation' });
  return status.state;
}

/**
 * Calls `onChange` with the geolocation permission each time the visitor changes it in the browser
 * (spec §3 permission states); the function it answers stops listening.
 */
export function watchLocationPermission(onChange: (permission: LocationPermission) => void): () => void {
  let stopped = false;
  let status: PermissionStatus | undefined;
  const changed = () => {
    if (status !== undefined) onChange(status.state);
  };
  if (!('permissions' in navigator)) return () => {};
  navigator.permissions.query({ name: 'geolocation' }).then(
    (answer) => {
      if (stopped) return;
      status = answer;
      answer.addEventListener('change', changed);
    },
    // Without the Permissions API there is nothing to hear: asking for the position tells.
    () => {},
  );
  return () => {
    stopped = true;
    status?.removeEventListener('change', changed);
  };
}

/** The device's position; rejects with a `PositionFailure` the chart reads. */
export function requestPosition(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    const fail = (reason: PositionFailure['reason']) => reject({ reason } satisfies PositionFailure);
    if (!('geolocation' in navigator)) {
      fail('unavailable');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => fail(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
