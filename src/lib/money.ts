/**
 * How each language writes reais, as `Intl.NumberFormat` does (money.test.ts holds it to that). Not
 * Intl itself: a page's first NumberFormat loads the language's number data, 20–60 ms of a phone's
 * main thread at the first price it shows.
 */
const enUS = { symbol: 'R$', group: ',', decimal: '.' };
const styles: Record<string, typeof enUS> = {
  'pt-BR': { symbol: 'R$\u00a0', group: '.', decimal: ',' },
  'en-US': enUS,
};

/** Amounts travel as integer cents; `formatMoney(1990, 'pt-BR')` → "R$ 19,90". */
export function formatMoney(cents: number, locale: string): string {
  const { symbol, group, decimal } = styles[locale] ?? enUS;
  const whole = Math.round(Math.abs(cents));
  const reais = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const centavos = String(whole % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${symbol}${reais}${decimal}${centavos}`;
}
