import {
  type PrivacyRequest,
  type PrivacyRequestKind,
  privacyRequest,
  privacyRequests,
} from '../../contract/schemas/privacy.ts';
import { api, type Call } from './client.ts';

const path = '/crm/v1/privacy/requests';

/** The signed-in user's LGPD requests, newest first. */
export function fetchPrivacyRequests({ signal }: Call = {}): Promise<PrivacyRequest[]> {
  return api.request(privacyRequests, path, { signal });
}

/** One of the user's requests (another user's id fails as not found). */
export function fetchPrivacyRequest({ id, signal }: Call & { id: string }): Promise<PrivacyRequest> {
  return api.request(privacyRequest, `${path}/${encodeURIComponent(id)}`, { signal });
}

/**
 * EXPORT e-mails the user's data; DELETE erases the account and ends every session (the next call
 * with its tokens is 401). Make `idempotencyKey` once per request (`newIdempotencyKey()`) and reuse
 * it on a retry: the request is made once. 409 ORDER_IN_PROGRESS while an order is on its way.
 */
export function createPrivacyRequest({
  kind,
  idempotencyKey,
  signal,
}: Call & { kind: PrivacyRequestKind; idempotencyKey: string }): Promise<PrivacyRequest> {
  return api.request(privacyRequest, path, { method: 'POST', body: { kind }, idempotencyKey, signal });
}
