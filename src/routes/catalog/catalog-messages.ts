import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessages } from '../../api/error-messages.ts';

/** The catalog's own message ids; the rest come from the error catalogue (spec §8). */
const catalogMessages: Record<string, MessageDescriptor> = {
  emptyMenu: msg`The menu did not come through. Please try again.`,
};

export const catalogMessage = (key: string | undefined): MessageDescriptor =>
  (key !== undefined && (catalogMessages[key] ?? errorMessages[key as keyof typeof errorMessages])) ||
  errorMessages.default;
