import { describe, expect, it } from 'vitest';
import { digitsOf, fullPhoneNumber, isEmail, isPhoneNumber } from './contact.ts';
import { errorKeyOf, isResendTooSoon, retryAfterOf } from './error-key.ts';
import { passwordProblem } from './password-policy.ts';
import { required } from './required.ts';

describe('contact checks', () => {
  it('recognises e-mails', () => {
    expect(isEmail(' ana@example.com ')).toBe(true);
    expect(isEmail('ana@example')).toBe(false);
    expect(isEmail('11987654321')).toBe(false);
  });

  it('"Full phone number is the country dial code joined with the phone number."', () => {
    expect(fullPhoneNumber('+55', '(11) 98765-4321')).toBe('+5511987654321');
    expect(fullPhoneNumber('351', '912 345 678')).toBe('+351912345678');
    expect(digitsOf('+55 (11)')).toBe('5511');
  });

  it('bounds a phone number to 8–15 digits', () => {
    expect(isPhoneNumber('+5511987654321')).toBe(true);
    expect(isPhoneNumber('+551')).toBe(false);
    expect(isPhoneNumber('+5511987654321000')).toBe(false);
  });
});

describe('password policy: at least 8 characters, letters and digits, typed twice the same', () => {
  it.each([
    ['secret12', 'secret12', undefined],
    ['senhaçã1', 'senhaçã1', undefined],
    ['secret1', 'secret1', 'passwordTooShort'],
    ['secretsecret', 'secretsecret', 'passwordNeedsLettersAndDigits'],
    ['12345678', '12345678', 'passwordNeedsLettersAndDigits'],
    ['secret12', 'secret13', 'passwordMismatch'],
  ])('%s / %s → %s', (password, confirmation, problem) => {
    expect(passwordProblem(password, confirmation)).toBe(problem);
  });
});

describe('error keys', () => {
  it('keep the API error key, default otherwise', () => {
    expect(errorKeyOf({ key: 'network' })).toBe('network');
    expect(errorKeyOf(new Error('boom'))).toBe('default');
    expect(errorKeyOf(undefined)).toBe('default');
  });

  it('read a 429 or RESEND_TOO_SOON as resendTooSoon', () => {
    expect(errorKeyOf({ key: 'default', status: 429 })).toBe('resendTooSoon');
    expect(errorKeyOf({ key: 'default', status: 400, code: 'RESEND_TOO_SOON' })).toBe('resendTooSoon');
    expect(isResendTooSoon({ key: 'default', status: 500 })).toBe(false);
  });

  it('read a throttled door (TOO_MANY_ATTEMPTS) apart from a code asked for too soon', () => {
    const throttled = { key: 'default', status: 429, code: 'TOO_MANY_ATTEMPTS', retryAfter: '900' };
    expect(isResendTooSoon(throttled)).toBe(false);
    expect(errorKeyOf(throttled)).toBe('tooManyAttempts');
    expect(retryAfterOf(throttled)).toBe(900);
    expect(retryAfterOf({ status: 429 })).toBeUndefined();
  });

  it('read Retry-After as seconds or as a date, and nothing else', () => {
    const now = Date.parse('2026-12-01T12:00:00Z');
    const secondsOf = (retryAfter: string) => retryAfterOf({ retryAfter }, now);
    expect(secondsOf('Tue, 01 Dec 2026 12:15:00 GMT')).toBe(900);
    expect(secondsOf('soon')).toBeUndefined();
    expect(secondsOf('Tue, 01 Dec 2026 11:00:00 GMT')).toBeUndefined();
  });
});

describe('required', () => {
  it('returns a present value and names a missing one', () => {
    expect(required('x', 'thing')).toBe('x');
    expect(() => required(null, 'login: the user')).toThrow('login: the user is missing');
  });
});
