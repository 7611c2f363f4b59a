import { describe, expect, it } from 'vitest';
import { fullYear, isoDate, parseBirthday } from './birthday.ts';

describe('birthday as typed (spec §9 "Two-digit year cutoff 60")', () => {
  it.each([
    ['00', 2000],
    ['59', 2059],
    ['60', 1960],
    ['99', 1999],
    ['1985', 1985],
  ])('%s is the year %i', (typed, year) => {
    expect(fullYear(typed)).toBe(year);
  });

  it.each([
    ['dd/mm/yyyy', '31/05/1990', '1990-05-31'],
    ['dd/mm/yy after the cutoff', '31/05/90', '1990-05-31'],
    ['dd/mm/yy before the cutoff', '01/01/05', '2005-01-01'],
    ['a leap day', '29/02/2000', '2000-02-29'],
    ['single digits and spaces', ' 1/2/1980 ', '1980-02-01'],
  ])('reads %s', (_, typed, iso) => {
    expect(parseBirthday(typed)).toBe(iso);
  });

  it.each([
    ['a day past the month', '31/04/1990'],
    ['a leap day in a common year', '29/02/1999'],
    ['month 13', '01/13/1990'],
    ['day 0', '00/01/1990'],
    ['before 1900', '01/01/1899'],
    ['another format', '1990-05-31'],
    ['a three-digit year', '01/01/199'],
    ['nothing', ''],
  ])('refuses %s', (_, typed) => {
    expect(parseBirthday(typed)).toBeUndefined();
  });

  it('refuses a date after today', () => {
    expect(parseBirthday('02/01/2030', '2030-01-01')).toBeUndefined();
    expect(parseBirthday('01/01/2030', '2030-01-01')).toBe('2030-01-01');
  });

  it('gives the ISO date of a clock reading', () => {
    expect(isoDate(Date.UTC(2026, 0, 2, 12))).toBe('2026-01-02');
  });
});
