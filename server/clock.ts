/**
 * The reference API's "now" for business rules (opening hours, order progress, expiries decided in
 * code): the wall clock, moved by a fixed offset when the dev tools set it, so that a test can stand
 * in a closed hour or an hour later without waiting.
 */
export interface Clock {
  now(): Date;
}

export interface SettableClock extends Clock {
  /** From now on, `now()` reads `at` advancing in real time; `undefined` goes back to the wall clock. */
  set(at: Date | undefined): void;
}

export function createClock(wall: () => number = Date.now): SettableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(wall() + offsetMs),
    set(at) {
      offsetMs = at === undefined ? 0 : at.getTime() - wall();
    },
  };
}
