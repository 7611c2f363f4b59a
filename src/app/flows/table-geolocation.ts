import type { GeoPoint } from '../../../contract/geo-point.ts';
import type { LocationCheck, LocationProblem } from '../../../machines/table/table.types.ts';
import { fetchStores } from '../../api/catalog.ts';

/** How far from the restaurant's point a diner still counts as inside (the dining room, the terrace). */
export const INDOOR_RADIUS_M = 150;

export class LocationError extends Error {
  constructor(readonly problem: LocationProblem) {
    super(problem);
  }
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceM(a: GeoPoint, b: GeoPoint): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

function currentPosition(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new LocationError('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new LocationError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  });
}

/**
 * Spec §2 "The menu requires being inside the indoor area": the browser's location against the
 * restaurant of the table.
 */
export async function checkTableLocation(storeId: string): Promise<LocationCheck> {
  const position = await currentPosition();
  const { restaurants } = await fetchStores({ ...position, ignoreMaxDistance: true });
  const store = restaurants.find((restaurant) => restaurant.code === storeId);
  return { inside: store !== undefined && distanceM(position, store) <= INDOOR_RADIUS_M, ...position };
}
