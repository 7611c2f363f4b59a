export interface Point {
  latitude: number;
  longitude: number;
}

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(h));
}

export function nearestFirst<T extends Point>(places: readonly T[], point: Point): T[] {
  return places
    .map((place) => ({ place, km: distanceKm(place, point) }))
    .sort((a, b) => a.km - b.km)
    .map(({ place }) => place);
}
