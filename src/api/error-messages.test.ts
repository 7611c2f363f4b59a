import { describe, expect, it } from 'vitest';
import { errorMessage, errorMessages } from './error-messages.ts';
import { ApiError } from './errors.ts';

describe('errorMessage', () => {
  it("uses the error's own key", () => {
    expect(errorMessage(new ApiError({ key: 'outOfRange', status: 400 }), 'createCardFailed')).toBe(
      errorMessages.outOfRange,
    );
  });

  it("uses the operation's fallback when the error says only default", () => {
    expect(errorMessage(new ApiError({ key: 'default', status: 500 }), 'createCardFailed')).toBe(
      errorMessages.createCardFailed,
    );
  });

  it('uses default for anything that is not an API error', () => {
    expect(errorMessage(new Error('bug'))).toBe(errorMessages.default);
  });

  it('gives every message an id and an English source', () => {
    for (const descriptor of Object.values(errorMessages)) {
      expect(descriptor.id).toBeTruthy();
      expect(descriptor.message).toBeTruthy();
    }
  });
});
