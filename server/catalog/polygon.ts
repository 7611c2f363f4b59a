import type { Point } from './geo.ts';

/** A GeoJSON position: [longitude, latitude]. */
export type Position = readonly [longitude: number, latitude: number];

/** A delivery area: an outline and the holes cut out of it (GeoJSON Polygon coordinates). */
export interface ServiceArea {
  outline: readonly Position[];
  holes: readonly (readonly Position[])[];
}

export class InvalidAreaError extends Error {}

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length === 2 &&
  Number.isFinite(value[0]) &&
  Number.isFinite(value[1]) &&
  Math.abs(value[0]) <= 180 &&
  Math.abs(value[1]) <= 90;

/** Twice the signed area (shoelace); zero for a ring whose vertices are all on one line. */
function doubledArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i] as Position;
    const [x2, y2] = ring[i + 1] as Position;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** A closed ring of at least three distinct positions enclosing some area, or a clear error. */
function parseRing(value: unknown, name: string): Position[] {
  if (!Array.isArray(value) || !value.every(isPosition))
    throw new InvalidAreaError(`${name} must be a list of [longitude, latitude] positions`);
  const ring = value as Position[];
  const [first] = ring;
  const last = ring.at(-1);
  if (!first || !last || first[0] !== last[0] || first[1] !== last[1])
    throw new InvalidAreaError(`${name} must end where it starts`);
  if (new Set(ring.map(([lng, lat]) => `${lng},${lat}`)).size < 3)
    throw new InvalidAreaError(`${name} needs at least three distinct positions`);
  if (doubledArea(ring) === 0) throw new InvalidAreaError(`${name} encloses no area`);
  return ring;
}

/** Reads stored rings (outline first, then holes); degenerate rings are refused. */
export function parseServiceArea(rings: unknown): ServiceArea {
  if (!Array.isArray(rings) || rings.length === 0)
    throw new InvalidAreaError('an area is a list of rings, the outline first');
  const [outline, ...holes] = rings.map((ring, index) =>
    parseRing(ring, index === 0 ? 'the outline' : `hole ${index}`),
  );
  return { outline: outline as Position[], holes };
}

const epsilon = 1e-12;

function onSegment([px, py]: Position, [ax, ay]: Position, [bx, by]: Position): boolean {
  const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
  if (Math.abs(cross) > epsilon) return false;
  return (
    px >= Math.min(ax, bx) - epsilon &&
    px <= Math.max(ax, bx) + epsilon &&
    py >= Math.min(ay, by) - epsilon &&
    py <= Math.max(ay, by) + epsilon
  );
}

function onBoundary(point: Position, ring: readonly Position[]): boolean {
  for (let i = 0; i < ring.length - 1; i++) {
    if (onSegment(point, ring[i] as Position, ring[i + 1] as Position)) return true;
  }
  return false;
}

/** Even-odd ray casting; only meaningful for a point not on the boundary. */
function strictlyInside([px, py]: Position, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length - 1; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Whether the area serves a point. The boundary belongs to the area: a point on the outline, on a
 * vertex or on the edge of a hole is served; a point strictly inside a hole is not. Longitude and
 * latitude are taken as plane coordinates, which is exact enough at a city's scale (and no store's
 * area crosses the antimeridian).
 */
export function areaContains(area: ServiceArea, { latitude, longitude }: Point): boolean {
  const point: Position = [longitude, latitude];
  if (!onBoundary(point, area.outline) && !strictlyInside(point, area.outline)) return false;
  return !area.holes.some((hole) => !onBoundary(point, hole) && strictlyInside(point, hole));
}
