/** Every store of the brand keeps Brasília time; hours, weekdays and closed days are read there. */
export const storeTimeZone = 'America/Sao_Paulo';

/** One opening span of a weekday (0 = Sunday), `HH:MM`; an end before the start runs past midnight. */
export interface Span {
  weekday: number;
  startTime: string;
  endTime: string;
}

/** A calendar day in the stores' time zone: `YYYY-MM-DD`, its weekday, and the minutes since its midnight. */
interface LocalMoment {
  day: string;
  weekday: number;
  minutes: number;
}

const dayMinutes = 24 * 60;
const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: storeTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock reading in São Paulo, as if it were UTC (for arithmetic on local dates). */
function localAsUtc(at: Date): number {
  const part = Object.fromEntries(
    formatter.formatToParts(at).map(({ type, value }) => [type, Number(value)]),
  );
  return Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
}

/** The last instant read and its moment: a request asks about one instant for every store and service. */
let lastMoment: { instant: number; moment: LocalMoment } | undefined;

function localMoment(at: Date): LocalMoment {
  if (lastMoment?.instant === at.getTime()) return lastMoment.moment;
  const local = new Date(localAsUtc(at));
  const moment = {
    day: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
  lastMoment = { instant: at.getTime(), moment };
  return moment;
}

function addDays(day: string, days: number): { day: string; weekday: number } {
  const date = new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMinutes * 60_000);
  return { day: date.toISOString().slice(0, 10), weekday: date.getUTCDay() };
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const endMinutes = (span: Span) =>
  toMinutes(span.endTime) + (toMinutes(span.endTime) <= toMinutes(span.startTime) ? dayMinutes : 0);

/** Minutes the São Paulo wall clock is ahead of UTC at an instant (negative: behind). */
const offsetAt = (instant: number) => Math.round((localAsUtc(new Date(instant)) - instant) / 60_000);

/** São Paulo wall time `minutes` after the midnight of `day`, as ISO 8601 with its UTC offset. */
function localIso(day: string, minutes: number): string {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  // The offset at the instant the first guess gives: they differ only across a change of offset.
  const offset = offsetAt(wall - offsetAt(wall) * 60_000);
  const hhmm = (value: number) =>
    `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
  return `${new Date(wall).toISOString().slice(0, 16)}:00${offset < 0 ? '-' : '+'}${hhmm(Math.abs(offset))}`;
}

export interface Hours {
  spans: readonly Span[];
  /** `YYYY-MM-DD` days on which no span starts. */
  closedDays: readonly string[];
}

/** The spans that start on `day` (none on a closed day), by start time. */
function spansOn(hours: Hours, day: string, weekday: number): Span[] {
  if (hours.closedDays.includes(day)) return [];
  return hours.spans
    .filter((span) => span.weekday === weekday)
    .sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime));
}

/** The span running at `at`: one of today's, or yesterday's still running past midnight. */
function runningSpan(hours: Hours, at: Date): Span | undefined {
  const now = localMoment(at);
  const yesterday = addDays(now.day, -1);
  return (
    spansOn(hours, yesterday.day, yesterday.weekday).find(
      (span) => now.minutes + dayMinutes < endMinutes(span),
    ) ??
    spansOn(hours, now.day, now.weekday).find(
      (span) => toMinutes(span.startTime) <= now.minutes && now.minutes < endMinutes(span),
    )
  );
}

export const isOpen = (hours: Hours, at: Date): boolean => runningSpan(hours, at) !== undefined;

/** The span running now, else today's next one, else today's last; null when today has none. */
export function workSpanAt(hours: Hours, at: Date): Span | null {
  const now = localMoment(at);
  const today = spansOn(hours, now.day, now.weekday);
  return (
    runningSpan(hours, at) ??
    today.find((span) => toMinutes(span.startTime) > now.minutes) ??
    today.at(-1) ??
    null
  );
}

/** The spans that start today in the stores' time zone; none on a closed day. */
export function todaySpans(hours: Hours, at: Date): Span[] {
  const now = localMoment(at);
  return spansOn(hours, now.day, now.weekday);
}

/** How far ahead the next opening is looked for: closed days can stack up (holidays, a refit). */
const lookAheadDays = 62;

/** The next moment after `at` that a span starts, as ISO 8601 with the São Paulo offset; null if none soon. */
export function nextOpening(hours: Hours, at: Date): string | null {
  const now = localMoment(at);
  for (let offset = 0; offset <= lookAheadDays; offset++) {
    const { day, weekday } = addDays(now.day, offset);
    const next = spansOn(hours, day, weekday).find(
      (span) => offset > 0 || toMinutes(span.startTime) > now.minutes,
    );
    if (next) return localIso(day, toMinutes(next.startTime));
  }
  return null;
}
