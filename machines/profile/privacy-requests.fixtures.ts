import type { PrivacyRequest } from '../../contract/schemas/privacy.ts';

export const exportRequest: PrivacyRequest = {
  id: '6f1c2c1e-8a7d-4d5b-9a53-1f0a3c2b9e01',
  protocol: 'LGPD-2026-000041',
  kind: 'EXPORT',
  status: 'COMPLETED',
  created_at: '2026-11-25T15:00:00.000Z',
  deadline_at: '2026-12-10T15:00:00.000Z',
  completed_at: '2026-11-25T15:00:00.000Z',
};

export const deletionRequest: PrivacyRequest = {
  ...exportRequest,
  id: '0b8e7f6a-5d4c-4b3a-8291-7e6f5d4c3b2a',
  protocol: 'LGPD-2026-000042',
  kind: 'DELETE',
};

/** What the API client's typed error looks like to a chart. */
export const orderInProgress = { key: 'default', status: 409, code: 'ORDER_IN_PROGRESS' };
export const offline = { key: 'network' };
