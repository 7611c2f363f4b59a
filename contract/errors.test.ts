import { describe, expect, it } from 'vitest';
import { errorKeyFor } from './errors.ts';

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
    ${406} | ${{}}                                         | ${'cart'}            | ${'cartPlaced'}
    ${410} | ${{}}                                         | ${undefined}         | ${'gone'}
    ${400} | ${{ detail: 'USER_OUT_OF_RANGE' }}            | ${undefined}         | ${'outOfRange'}
    ${422} | ${{ detail: 'x', code: 'USER_OUT_OF_RANGE' }} | ${undefined}         | ${'outOfRange'}
    ${500} | ${{ detail: 'boom' }}                         | ${undefined}         | ${'default'}
    ${400} | ${{}}                                         | ${'user'}            | ${'default'}
  `('$status $body in $context → $key', ({ status, body, context, key }) => {
    expect(errorKeyFor(status, body, context)).toBe(key);
  });
});
