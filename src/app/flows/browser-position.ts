import type { GeoPoint } from '../../../contract/geo-point.ts';
import type { LocationPermission, PositionFailure } from '../../../machines/geolocation/geolocation.types.ts';

/** Spec §3 "Geolocation permission states" as the browser says them; `unavailable` without geolocation. */
export async function checkLocationPermission(): Promise<LocationPermission> {
  if (!('geolocation' in navigator)) return 'unavailable';
  // Without the Permissions API this rejects: the chart then asks for the position to find out.
  const status = await navigator.permissions.query({ name: 'geolocation' });
  return status.state;
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
