import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, isApiError } from './errors.ts';

describe('apiErrorFromResponse', () => {
  it('keeps the server detail and code', () => {
    const error = apiErrorFromResponse(404, { detail: 'item not found', code: 'NOT_FOUND' });
    expect(error).toMatchObject({ key: 'default', status: 404, detail: 'item not found', code: 'NOT_FOUND' });
    expect(error.message).toBe('item not found');
    expect(isApiError(error)).toBe(true);
  });

  it('keeps an object detail', () => {
    expect(apiErrorFromResponse(422, { detail: { field: 'email' } }).detail).toEqual({ field: 'email' });
  });

  it('ignores a body that is not an error body', () => {
    const error = apiErrorFromResponse(502, '<html>Bad gateway</html>');
    expect(error).toMatchObject({ key: 'default', status: 502, detail: undefined, code: undefined });
  });

  it("marks a 406 that resets the app as handled; a cart call's is not", () => {
    expect(apiErrorFromResponse(406, { detail: 'reset' })).toMatchObject({
      key: 'stateReset',
      handled: true,
    });
    expect(apiErrorFromResponse(500, {}).handled).toBe(false);
    expect(apiErrorFromResponse(406, {}, 'cart')).toMatchObject({ key: 'cartPlaced', handled: false });
  });
});

it('isApiError tells typed errors from others', () => {
  expect(isApiError(new ApiError({ key: 'network' }))).toBe(true);
  expect(isApiError(new Error('x'))).toBe(false);
});

it('keeps the Retry-After of an error answer', () => {
  const throttled = apiErrorFromResponse(
    429,
    { detail: 'too many', code: 'TOO_MANY_ATTEMPTS' },
    undefined,
    '60',
  );
  expect(throttled).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS', retryAfter: '60' });
  expect(apiErrorFromResponse(429, {}, undefined, null).retryAfter).toBeUndefined();
});
