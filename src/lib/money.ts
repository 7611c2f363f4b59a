const formats = new Map<string, Intl.NumberFormat>();

/** Amounts travel as integer cents; `formatMoney(1990, 'pt-BR')` → "R$ 19,90". */
export function formatMoney(cents: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
    formats.set(locale, format);
  }
  return format.format(cents / 100);
}
