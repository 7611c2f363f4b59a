/** A point on the map, as the API sends and takes it (decimal degrees, WGS 84). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Spec §9 "Default lat/long fallback 1": where stores are looked up before the visitor has a location. */
export const FALLBACK_POINT: GeoPoint = { latitude: 1, longitude: 1 };
