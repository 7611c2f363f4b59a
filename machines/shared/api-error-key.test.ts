import { describe, expect, it } from 'vitest';
import { apiErrorKeyOf } from './api-error-key.ts';

describe('apiErrorKeyOf', () => {
  it('keeps the key the API client gave the failure', () => {
    expect(apiErrorKeyOf({ key: 'registerAddressFailed', status: 409 })).toBe('registerAddressFailed');
    expect(apiErrorKeyOf({ key: 'outOfRange', status: 400 })).toBe('outOfRange');
    expect(apiErrorKeyOf({ key: 'default', status: 429 })).toBe('default');
  });

  it('reads anything else as the default message', () => {
    expect(apiErrorKeyOf(new Error('boom'))).toBe('default');
    expect(apiErrorKeyOf({ key: 42 })).toBe('default');
    expect(apiErrorKeyOf(undefined)).toBe('default');
    expect(apiErrorKeyOf('offline')).toBe('default');
  });
});
