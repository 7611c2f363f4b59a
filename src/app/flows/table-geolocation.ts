import type { Coordinates } from '../../../machines/table/table.types.ts';
import { fetchStores } from '../../api/catalog.ts';
import type { TableActor } from '../table-actor.ts';

/** How far from the restaurant's point a diner still counts as inside (the dining room, the terrace). */
export const INDOOR_RADIUS_M = 150;

export type LocationProblem = 'denied' | 'unavailable';

export class LocationError extends Error {
  constructor(readonly problem: LocationProblem) {
    super(problem);
  }
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceM(a: Coordinates, b: Coordinates): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

function currentPosition(): Promise<Coordinates> {
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
 * restaurant of the table; the table machine hears the answer (`location.checked`).
 */
export async function checkTableLocation(table: TableActor): Promise<void> {
  const position = await currentPosition();
  const { restaurants } = await fetchStores({ ...position, ignoreMaxDistance: true });
  const storeId = table.getSnapshot().context.storeId;
  const store = restaurants.find((restaurant) => restaurant.code === storeId);
  const inside = store !== undefined && distanceM(position, store) <= INDOOR_RADIUS_M;
  table.send({ type: 'location.checked', inside, ...position });
}
