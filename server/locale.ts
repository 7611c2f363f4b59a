import { type Locale, locales } from '../contract/locales.ts';
export const defaultLocale: Locale = 'pt-BR';

/** A text shown to people, in every locale the brand serves. */
export type Localized = Record<Locale, string>;

export const t = (ptBR: string, enUS: string): Localized => ({ 'pt-BR': ptBR, 'en-US': enUS });

/** The best locale for an `Accept-Language` header: q-weights honoured, `pt`/`en` match their region. */
export function negotiateLocale(header: string | undefined): Locale {
  const ranges = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((range) => range.tag && range.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranges) {
    const match = locales.find((locale) => {
      const lower = locale.toLowerCase();
      return lower === tag || lower.split('-')[0] === tag.split('-')[0];
    });
    if (match) return match;
  }
  return defaultLocale;
}

/** Reais as people read them in `locale`: R$ 1.234,56 or R$ 1,234.56. */
export const brl = (cents: number, locale: Locale) =>
  `R$ ${(cents / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
