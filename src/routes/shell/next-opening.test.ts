import { describe, expect, it } from 'vitest';
import { nextOpeningOf } from './next-opening.ts';

describe('the next opening as people say it', () => {
  it('is the weekday of the restaurant’s own calendar, in the customer’s language, and its time', () => {
    // A Tuesday 11:30 in São Paulo is already Tuesday 14:30 UTC, never another day.
    expect(nextOpeningOf('2026-11-24T11:30:00-03:00', 'pt-BR')).toEqual({
      day: 'terça-feira',
      time: '11:30',
    });
    expect(nextOpeningOf('2026-11-24T23:30:00-03:00', 'en-US')).toEqual({ day: 'Tuesday', time: '23:30' });
  });

  it('gives nothing for what is not a date', () => {
    expect(nextOpeningOf('soon', 'pt-BR')).toBeUndefined();
  });
});
