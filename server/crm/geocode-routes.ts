import * as z from 'zod/mini';
import {
  type GeocodeResult,
  geocodeResults,
  postalCode,
  reverseGeocodeResult,
} from '../../contract/schemas/address.ts';
import { line } from '../../contract/schemas/limits.ts';
import { distanceKm } from '../catalog/geo.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { rankPlaces, requiredWords, searchWords } from './geocode-search.ts';
import { formatPostalCode } from './postal-code.ts';

const geocodeParams = z
  .object({
    'postal-code': z.optional(postalCode),
    address: z.optional(line(120).check(z.minLength(3))),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
  })
  .check(
    z.refine((query) => (query['postal-code'] === undefined) !== (query.address === undefined), {
      message: 'send either postal-code or address',
    }),
  );

const reverseParams = z.object({
  latitude: z.coerce.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.coerce.number().check(z.minimum(-180), z.maximum(180)),
});

/** Reverse geocoding answers the nearest known address only this close. */
const reverseRadiusKm = 1;
/** Degrees of latitude in `reverseRadiusKm`, a little more: the box the database narrows to first. */
const reverseBoxDegrees = reverseRadiusKm / 110;

const columns = 'postal_code, street, district, city, state, latitude, longitude';
/** Street, district, city and state as searched: folded, punctuation as spaces, with a leading space. */
const searchable = `' ' || regexp_replace(fold_text(concat_ws(' ', street, district, city, state)),
  '[^a-z0-9]+', ' ', 'g')`;

/** Places where every word (numbers aside) starts a word of the street, district, city or state. */
function placesMatching(db: Db, words: readonly string[]) {
  const conditions = words.map((_, index) => `${searchable} like $${index + 1}`);
  return db.query<GeocodeResult>(
    `select ${columns} from geocode_places where ${conditions.join(' and ')}`,
    words.map((word) => `% ${word}%`),
  );
}

export function geocodeRoutes(api: ApiRouter, db: Db): void {
  api.get(
    {
      path: '/api/crm/v1/geocode',
      summary:
        'A CEP’s street and district (postal-code, 404 when unknown), or the addresses a text names (address), best match first, ignoring case and accents',
      query: geocodeParams,
      response: geocodeResults,
    },
    async ({ query }) => {
      const postal = query['postal-code'];
      if (postal) {
        const found = await db.query<GeocodeResult>(
          `select ${columns} from geocode_places where postal_code = $1`,
          [formatPostalCode(postal)],
        );
        if (found.length === 0) throw notFound('postal code', 'POSTAL_CODE_NOT_FOUND');
        return found;
      }
      const words = searchWords(query.address ?? '');
      const required = requiredWords(words);
      if (required.length === 0)
        throw new HttpError(400, 'address: name a street or a district, not only numbers', 'INVALID_INPUT');
      return rankPlaces(await placesMatching(db, required), words).slice(0, query.limit);
    },
  );

  api.get(
    {
      path: '/api/crm/v1/geocode/reverse',
      summary: 'The nearest known address to a point (within 1 km) and its distance in metres',
      query: reverseParams,
      response: reverseGeocodeResult,
    },
    async ({ query }) => {
      const longitudeDegrees = reverseBoxDegrees / Math.max(Math.cos((query.latitude * Math.PI) / 180), 0.01);
      const places = await db.query<GeocodeResult>(
        `select ${columns} from geocode_places
         where latitude between $1 and $2 and longitude between $3 and $4`,
        [
          query.latitude - reverseBoxDegrees,
          query.latitude + reverseBoxDegrees,
          query.longitude - longitudeDegrees,
          query.longitude + longitudeDegrees,
        ],
      );
      const [nearest] = places
        .map((place) => ({ place, km: distanceKm(place, query) }))
        .filter(({ km }) => km <= reverseRadiusKm)
        .sort((a, b) => a.km - b.km || a.place.postal_code.localeCompare(b.place.postal_code));
      if (!nearest) throw notFound('address near this point', 'NO_ADDRESS_NEARBY');
      return { ...nearest.place, distance_m: Math.round(nearest.km * 1000) };
    },
  );
}
