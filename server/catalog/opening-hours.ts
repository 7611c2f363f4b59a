import type { OpeningHours } from '../../contract/schemas/catalog.ts';

/** Every store of the brand keeps Brasília time. */
export const storeTimeZone = 'America/Sao_Paulo';
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 0 = Sunday, in the stores' time zone (not the server's). */
export function storeWeekday(now: Date): number {
  return weekdays.indexOf(
    new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: storeTimeZone }).format(now),
  );
}

export function todayHours(hours: readonly OpeningHours[], now = new Date()) {
  const today = hours.find((entry) => entry.weekday === storeWeekday(now));
  return today ? { startTime: today.startTime, endTime: today.endTime } : null;
}
