import type { ApiErrorKey } from '../../contract/errors.ts';
import type { ServiceType } from '../../contract/schemas/catalog.ts';
import type { OrderStatus } from '../order-tracking/order-tracking.types.ts';

/** Spec §7 `orders/history/{filter}`: all, the ones under way, delivered (or picked up), cancelled (or unpaid). */
export type HistoryFilter = 'ALL' | 'ACTIVE' | 'DELIVERED' | 'CANCELLED';

/** A row of the history: enough to recognise the order and open its tracking page. */
export interface OrderSummary {
  id: string;
  status: OrderStatus;
  checkoutOption: ServiceType;
  storeName: string;
  itemsCount: number;
  totalCents: number;
  /** When it was paid for (epoch ms). */
  submittedAt: number;
}

/** `offset` = page × `limit` (spec §9). */
export interface HistoryPageInput {
  filter: HistoryFilter;
  limit: number;
  offset: number;
}

export interface HistoryPage {
  orders: OrderSummary[];
  /** How many orders the filter holds in all. */
  total: number;
}

export interface OrderHistoryContext {
  filter: HistoryFilter;
  orders: OrderSummary[];
  /** The pages read so far (the next one is read at offset page × size). */
  pages: number;
  total: number;
  error: ApiErrorKey | undefined;
}

export type OrderHistoryEvent =
  | { type: 'history.filter'; filter: HistoryFilter }
  | { type: 'history.loadMore' }
  | { type: 'history.retry' };

export type OrderHistoryTag = 'busy' | 'error' | 'ready' | 'empty' | 'more';
