import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { PrivacyRequest } from '../../contract/schemas/privacy.ts';
import { privacyAnnouncement } from './privacy-announcement.ts';

const request = (over: Partial<PrivacyRequest>): PrivacyRequest => ({
  id: 'r1',
  protocol: 'LGPD-2026-000001',
  kind: 'EXPORT',
  status: 'RECEIVED',
  created_at: '2026-11-24T12:00:00Z',
  deadline_at: '2026-12-09T12:00:00Z',
  completed_at: null,
  ...over,
});

describe('what the customer hears of a privacy request', () => {
  it('a request answered at once says it is done, never that it will be answered', () => {
    const done = { status: 'COMPLETED' as const, completed_at: '2026-11-24T12:00:01Z' };
    expect(i18n._(privacyAnnouncement(request(done)))).toBe(
      'Request LGPD-2026-000001 answered: we sent a copy of your data to your e-mail.',
    );
    expect(i18n._(privacyAnnouncement(request({ ...done, kind: 'DELETE' })))).toBe(
      'Request LGPD-2026-000001 answered: your data and your account were deleted.',
    );
  });

  it('a request received gives the law’s deadline', () => {
    expect(i18n._(privacyAnnouncement(request({})))).toBe(
      'Request LGPD-2026-000001 received. We answer within 15 days.',
    );
  });
});
