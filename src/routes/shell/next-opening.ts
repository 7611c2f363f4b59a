import type { NextOpening } from '../../ui/modal/unavailable-service-modal.tsx';

/**
 * A next opening as the API gives it (ISO 8601 in the stores' wall time, `2026-11-24T11:30:00-03:00`),
 * as people say it: the weekday in their language and the time as the restaurant's clock reads it.
 */
export function nextOpeningOf(iso: string, locale: string): NextOpening | undefined {
  const found = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(iso);
  if (found === null) return undefined;
  const [, year, month, day, time] = found;
  const noon = Date.UTC(Number(year), Number(month) - 1, Number(day), 12);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(noon);
  return { day: weekday, time: time ?? '' };
}
