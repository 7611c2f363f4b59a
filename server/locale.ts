import { type Locale, matchLocale } from '../contract/locales.ts';
export const defaultLocale: Locale = 'pt-BR';

/** A text shown to people, in every locale the brand serves. */
export type Localized = Record<Locale, string>;

export const t = (ptBR: string, enUS: string): Localized => ({ 'pt-BR': ptBR, 'en-US': enUS });

/** An `Accept-Language` header's language tags, most preferred first (q-weights honoured). */
function acceptedTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((range) => range.tag);
}

/** The locale of an `Accept-Language` header the product speaks, if any (`pt`/`en` match their region). */
export const preferredLocale = (header: string | undefined): Locale | undefined =>
  matchLocale(acceptedTags(header));

/** The best locale for an `Accept-Language` header, else the API's default. */
export const negotiateLocale = (header: string | undefined): Locale =>
  preferredLocale(header) ?? defaultLocale;

/** Reais as people read them in `locale`: R$ 1.234,56 or R$ 1,234.56. */
export const brl = (cents: number, locale: Locale) =>
  `R$ ${(cents / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
