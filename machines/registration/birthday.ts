/** Spec §9 "Two-digit year cutoff 60": `yy < 60` is 20yy, otherwise 19yy. */
export const TWO_DIGIT_YEAR_CUTOFF = 60;

const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number) => String(value).padStart(2, '0');

export function fullYear(typed: string): number {
  const year = Number(typed);
  if (typed.length === 4) return year;
  return year < TWO_DIGIT_YEAR_CUTOFF ? 2000 + year : 1900 + year;
}

/**
 * A birthday typed as dd/mm/yy or dd/mm/yyyy, as an ISO date (`1990-05-31`); undefined when it is
 * no real date, is before 1900, or is after `today` (an ISO date, when given).
 */
export function parseBirthday(typed: string, today?: string): string | undefined {
  const match = DATE.exec(typed.trim());
  if (match === null) return undefined;
  const [, dayText = '', monthText = '', yearText = ''] = match;
  const day = Number(dayText);
  const month = Number(monthText);
  const year = fullYear(yearText);
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return today !== undefined && iso > today ? undefined : iso;
}

/** The ISO date of a clock reading, for `parseBirthday`'s `today`. */
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
