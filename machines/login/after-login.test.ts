import { describe, expect, it } from 'vitest';
import { completeUser, newUser } from '../user/user.fixtures.ts';
import { afterLoginFacts, afterLoginPath } from './after-login.ts';

const complete = { hasActiveTableSession: false, hasAddress: true, hasPhone: true, hasDocument: true };

describe('spec §2 "After login"', () => {
  it.each([
    [
      '1. If a table session is active, go to table-payment.',
      { ...complete, hasActiveTableSession: true, hasAddress: false },
      '/table-payment',
    ],
    [
      '2. If the user has no address, go to geolocation.',
      { ...complete, hasAddress: false, hasPhone: false },
      '/geolocation',
    ],
    [
      '3. If the user has no phone, go to register phone.',
      { ...complete, hasPhone: false, hasDocument: false },
      '/register/phone',
    ],
    [
      '4. If the user has no document, go to register personal data.',
      { ...complete, hasDocument: false },
      '/register/data',
    ],
    ['5. Otherwise go home.', complete, '/'],
  ])('%s', (_, facts, expected) => {
    expect(afterLoginPath(facts)).toBe(expected);
  });

  it('reads the facts from the loaded user', () => {
    expect(afterLoginFacts(completeUser, false)).toEqual(complete);
    expect(afterLoginFacts(newUser, true)).toEqual({
      ...complete,
      hasActiveTableSession: true,
      hasAddress: false,
    });
    expect(afterLoginFacts(null, false)).toEqual({
      hasActiveTableSession: false,
      hasAddress: false,
      hasPhone: false,
      hasDocument: false,
    });
  });
});
