import dialCodes from './dial-codes.json' with { type: 'json' };

export interface Country {
  /** ISO 3166-1 alpha-2 region, e.g. `BR`. */
  iso: string;
  /** Calling code without the plus, e.g. `55`. */
  dialCode: string;
  /** The region's name in the requested locale. */
  name: string;
}

export const DEFAULT_COUNTRY_ISO = 'BR';

const table: Record<string, string> = dialCodes;
const cache = new Map<string, readonly Country[]>();

/** Every region with a calling code, named and sorted for `locale`; Brazil first as the default. */
export function countries(locale = 'pt-BR'): readonly Country[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const list = Object.entries(table)
    .map(([iso, dialCode]) => ({ iso, dialCode, name: names.of(iso) ?? iso }))
    .sort((a, b) =>
      a.iso === DEFAULT_COUNTRY_ISO
        ? -1
        : b.iso === DEFAULT_COUNTRY_ISO
          ? 1
          : collator.compare(a.name, b.name),
    );
  cache.set(locale, list);
  return list;
}

/** The calling code of `iso`, e.g. `dialCodeOf('BR') === '55'`. */
export function dialCodeOf(iso: string): string | undefined {
  return table[iso.toUpperCase()];
}

/** The flag emoji of a region: its two letters as regional indicator symbols. */
export function flagEmoji(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}
