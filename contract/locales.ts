/** The languages the product speaks (spec §1): the SPA's catalogs and the reference API's texts. */
export const locales = ['pt-BR', 'en-US'] as const;
export type Locale = (typeof locales)[number];

export function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}
