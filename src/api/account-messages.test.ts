import { describe, expect, it } from 'vitest';
import type { AccountErrorKey } from '../../machines/shared/error-key.ts';
import { accountMessage } from './account-messages.ts';
import { errorMessages } from './error-messages.ts';

const flowKeys: AccountErrorKey[] = [
  'invalidCredentials',
  'resendTooSoon',
  'missingCredentials',
  'malformedEmail',
  'malformedPhone',
  'nameRequired',
  'invalidBirthday',
  'invalidCpf',
  'termsRequired',
  'passwordTooShort',
  'passwordNeedsLettersAndDigits',
  'passwordMismatch',
];

describe('account messages', () => {
  it.each(flowKeys)('%s has a message of its own', (key) => {
    expect(accountMessage(key)).not.toBe(errorMessages.default);
  });

  it('every message is distinct', () => {
    expect(new Set(flowKeys.map((key) => accountMessage(key).id)).size).toBe(flowKeys.length);
  });

  it('reads the spec §8 catalogue for the API kinds', () => {
    expect(accountMessage('emailConflict')).toBe(errorMessages.emailConflict);
    expect(accountMessage('network')).toBe(errorMessages.network);
  });
});
