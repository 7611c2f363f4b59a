import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, shouldRetry } from './retry.ts';

describe('shouldRetry', () => {
  it.each`
    method      | status       | hasIdempotencyKey | retries | expected
    ${'GET'}    | ${503}       | ${false}          | ${0}    | ${true}
    ${'get'}    | ${503}       | ${false}          | ${0}    | ${true}
    ${'HEAD'}   | ${429}       | ${false}          | ${0}    | ${true}
    ${'GET'}    | ${503}       | ${false}          | ${1}    | ${false}
    ${'GET'}    | ${undefined} | ${false}          | ${0}    | ${true}
    ${'GET'}    | ${undefined} | ${false}          | ${1}    | ${false}
    ${'GET'}    | ${404}       | ${false}          | ${0}    | ${false}
    ${'GET'}    | ${412}       | ${false}          | ${0}    | ${false}
    ${'GET'}    | ${501}       | ${false}          | ${0}    | ${false}
    ${'POST'}   | ${503}       | ${false}          | ${0}    | ${false}
    ${'POST'}   | ${undefined} | ${false}          | ${0}    | ${false}
    ${'POST'}   | ${503}       | ${true}           | ${0}    | ${true}
    ${'POST'}   | ${undefined} | ${true}           | ${0}    | ${true}
    ${'POST'}   | ${503}       | ${true}           | ${1}    | ${false}
    ${'POST'}   | ${400}       | ${true}           | ${0}    | ${false}
    ${'PUT'}    | ${502}       | ${false}          | ${0}    | ${false}
    ${'PATCH'}  | ${504}       | ${false}          | ${0}    | ${false}
    ${'DELETE'} | ${500}       | ${false}          | ${0}    | ${false}
    ${'DELETE'} | ${500}       | ${true}           | ${0}    | ${true}
  `('$method answered $status (key: $hasIdempotencyKey, retries: $retries) → $expected', (facts) => {
    expect(shouldRetry(facts)).toBe(facts.expected);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET answered %i', (status) => {
    expect(shouldRetry({ method: 'GET', status, hasIdempotencyKey: false, retries: 0 })).toBe(true);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a distinct UUID each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
