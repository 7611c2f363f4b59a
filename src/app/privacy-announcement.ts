import { msg } from '@lingui/core/macro';
import type { PrivacyRequest } from '../../contract/schemas/privacy.ts';

/**
 * What the customer is told of a request they just made: done at once (a copy of the data is e-mailed,
 * the account erased), or received and answered within the law's 15 days.
 */
export function privacyAnnouncement({ protocol, status, kind }: PrivacyRequest) {
  if (status === 'RECEIVED') return msg`Request ${protocol} received. We answer within 15 days.`;
  return kind === 'EXPORT'
    ? msg`Request ${protocol} answered: we sent a copy of your data to your e-mail.`
    : msg`Request ${protocol} answered: your data and your account were deleted.`;
}
