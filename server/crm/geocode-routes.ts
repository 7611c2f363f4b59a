import * as z from 'zod/mini';
import {
  type GeocodeResult,
  geocodeResult,
  geocodeResults,
  postalCode,
} from '../../contract/schemas/address.ts';
import { maxLength, requiredLine } from '../../contract/schemas/limits.ts';
import { distanceKm } from '../catalog/geo.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { notFound } from '../http/http-error.ts';
import { formatPostalCode } from './postal-code.ts';

const geocodeParams = z
  .object({
    'postal-code': z.optional(postalCode),
    address: z.optional(requiredLine(maxLength.addressLine).check(z.minLength(3))),
  })
  .check(
    z.refine((query) => (query['postal-code'] === undefined) !== (query.address === undefined), {
      message: 'send postal-code or address',
    }),
  );

const reverseParams = z.object({
  latitude: z.coerce.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.coerce.number().check(z.minimum(-180), z.maximum(180)),
});

/** Reverse geocoding answers the nearest known street only this close. */
const reverseRadiusKm = 1;

/** Lower case, no accents, words only: "Rua São Bento, 12" → "rua sao bento 12". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Every word of the query (house numbers aside) appears in the street, district or city. */
function matches(place: GeocodeResult, query: string): boolean {
  const haystack = plain(`${place.street} ${place.district} ${place.city} ${place.state}`).split(' ');
  return plain(query)
    .split(' ')
    .filter((word) => !/^\d+$/.test(word))
    .every((word) => haystack.some((candidate) => candidate.startsWith(word)));
}

const columns = 'postal_code, street, district, city, state, latitude, longitude';

export function geocodeRoutes(api: ApiRouter, db: Db): void {
  api.get(
    {
      path: '/api/crm/v1/geocode',
      summary: 'Addresses for a CEP (postal-code) or a street text (address), from the offline table',
      query: geocodeParams,
      response: geocodeResults,
    },
    async ({ query }) => {
      const postal = query['postal-code'];
      if (postal) {
        return db.query<GeocodeResult>(`select ${columns} from geocode_places where postal_code = $1`, [
          formatPostalCode(postal),
        ]);
      }
      const places = await db.query<GeocodeResult>(`select ${columns} from geocode_places order by street`);
      return places.filter((place) => matches(place, query.address ?? ''));
    },
  );

  api.get(
    {
      path: '/api/crm/v1/geocode/reverse',
      summary: 'The nearest known street to a point (within 1 km)',
      query: reverseParams,
      response: geocodeResult,
    },
    async ({ query }) => {
      const places = await db.query<GeocodeResult>(`select ${columns} from geocode_places`);
      const [nearest] = places
        .map((place) => ({ place, km: distanceKm(place, query) }))
        .filter(({ km }) => km <= reverseRadiusKm)
        .sort((a, b) => a.km - b.km);
      if (!nearest) throw notFound('address');
      return nearest.place;
    },
  );
}
