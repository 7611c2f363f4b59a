import type { GeocodeResult } from '../../contract/schemas/address.ts';

/** Lower case, no accents, letters and digits only: "Av. São João, 120" → ["av", "sao", "joao", "120"]. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The words a place must match: house numbers and other bare numbers only help the ranking. */
export const requiredWords = (words: readonly string[]) => words.filter((word) => !/^\d+$/.test(word));

const streetTypes = new Set([
  'rua',
  'avenida',
  'alameda',
  'praca',
  'largo',
  'ladeira',
  'travessa',
  'viaduto',
]);

/**
 * How well a place answers a search (higher first): its street named exactly by the query (type
 * aside) beats the query's words appearing in order in the street name, which beat words found one
 * by one; a word is worth most as a whole street word, less as the start of one, less again in the
 * district, least in the city or state.
 */
export function searchScore(place: GeocodeResult, words: readonly string[]): number {
  const street = searchWords(place.street);
  const name = street.filter((word, index) => index > 0 || !streetTypes.has(word));
  const district = searchWords(place.district);
  const elsewhere = searchWords(`${place.city} ${place.state}`);
  const wanted = requiredWords(words);
  const phrase = wanted.join(' ');
  let score = 0;
  if (phrase === name.join(' ')) score += 200;
  else if (` ${street.join(' ')} `.includes(` ${phrase}`)) score += 100;
  for (const word of words) {
    if (street.includes(word)) score += 10;
    else if (street.some((candidate) => candidate.startsWith(word))) score += 6;
    else if (district.some((candidate) => candidate.startsWith(word))) score += 3;
    else if (elsewhere.some((candidate) => candidate.startsWith(word))) score += 1;
  }
  return score;
}

/** Best first; equals by the shorter street name, then alphabetically, then by CEP. */
export function rankPlaces(places: readonly GeocodeResult[], words: readonly string[]): GeocodeResult[] {
  return places
    .map((place) => ({ place, score: searchScore(place, words), length: searchWords(place.street).length }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.length - b.length ||
        a.place.street.localeCompare(b.place.street, 'pt-BR') ||
        a.place.postal_code.localeCompare(b.place.postal_code),
    )
    .map(({ place }) => place);
}
