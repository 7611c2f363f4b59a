import type { ApiErrorKey } from '../../contract/errors.ts';
import type { CmsContent } from '../../contract/schemas/cms.ts';

/** Where customer care was opened: the profile (hub or menu), or an order's page with its id. */
export type CareSource = { source: 'profile' } | { source: 'order'; orderId: string };

export type CustomerCareInput = CareSource;

/** What SUPPORT_CLICKED carries (spec §7 engagement events, "support clicks"). */
export interface SupportClicked {
  source: CareSource['source'];
  order_id?: string;
}

export interface CustomerCareContext {
  from: CareSource;
  /** The CMS content `support`, once read. */
  content: CmsContent | undefined;
  error: ApiErrorKey | undefined;
}

export type CustomerCareEvent =
  /** "Customer care" was pressed. */
  { type: 'care.open' } | { type: 'care.retry' } | { type: 'care.close' };

export type CustomerCareTag = 'open' | 'busy' | 'error' | 'ready';
