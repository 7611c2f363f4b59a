import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, errorKeyFor, isApiError } from './errors.ts';

describe('errorKeyFor', () => {
  it.each`
    status | body                                          | context              | key
    ${401} | ${{}}                                         | ${undefined}         | ${'unauthorized'}
    ${403} | ${{}}                                         | ${'userUpdate'}      | ${'invalidPassword'}
    ${403} | ${{}}                                         | ${undefined}         | ${'default'}
    ${404} | ${{}}                                         | ${'user'}            | ${'userNotFound'}
    ${404} | ${{}}                                         | ${'userUpdate'}      | ${'userNotFound'}
    ${404} | ${{}}                                         | ${undefined}         | ${'default'}
    ${409} | ${{}}                                         | ${'addressRegister'} | ${'registerAddressFailed'}
    ${409} | ${{}}                                         | ${'user'}            | ${'default'}
    ${412} | ${{}}                                         | ${undefined}         | ${'serviceUnavailable'}
    ${406} | ${{}}                                         | ${undefined}         | ${'stateReset'}
    ${410} | ${{}}                                         | ${undefined}         | ${'gone'}
    ${400} | ${{ detail: 'USER_OUT_OF_RANGE' }}            | ${undefined}         | ${'outOfRange'}
    ${422} | ${{ detail: 'x', code: 'USER_OUT_OF_RANGE' }} | ${undefined}         | ${'outOfRange'}
    ${500} | ${{ detail: 'boom' }}                         | ${undefined}         | ${'default'}
    ${400} | ${{}}                                         | ${'user'}            | ${'default'}
  `('$status $body in $context → $key', ({ status, body, context, key }) => {
    expect(errorKeyFor(status, body, context)).toBe(key);
  });
});

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

  it('marks 406 as handled', () => {
    expect(apiErrorFromResponse(406, { detail: 'reset' })).toMatchObject({
      key: 'stateReset',
      handled: true,
    });
    expect(apiErrorFromResponse(500, {}).handled).toBe(false);
  });
});

it('isApiError tells typed errors from others', () => {
  expect(isApiError(new ApiError({ key: 'network' }))).toBe(true);
  expect(isApiError(new Error('x'))).toBe(false);
});
