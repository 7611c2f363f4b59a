import type { PrivacyRequest, PrivacyRequestKind } from '../../contract/schemas/privacy.ts';
import type { AccountErrorKey } from '../shared/error-key.ts';

/** 409 ORDER_IN_PROGRESS: the account is erased once the order on its way is delivered. */
export type PrivacyErrorKey = AccountErrorKey | 'orderInProgress';

export interface CreateRequestInput {
  kind: PrivacyRequestKind;
  /** Made when the customer asks, kept for a retry of the same request. */
  idempotencyKey: string;
}

export interface PrivacyRequestsContext {
  requests: PrivacyRequest[];
  /** The request being made (or that failed and may be retried). */
  pending: CreateRequestInput | undefined;
  error: PrivacyErrorKey | undefined;
}

export type PrivacyRequestsEvent =
  | { type: 'privacy.request'; kind: PrivacyRequestKind }
  | { type: 'deletion.confirm' }
  | { type: 'deletion.cancel' }
  | { type: 'request.retry' }
  | { type: 'requests.retry' };

/** For the app: a request was received (a toast with its protocol). */
export type PrivacyRequestsEmitted = { type: 'privacy.requested'; request: PrivacyRequest };

export interface PrivacyRequestsOutput {
  /** The account is gone: the parent logs out. */
  accountDeleted: true;
}

export type PrivacyRequestsTag = 'busy' | 'error' | 'ready' | 'confirmDeletion';
