import type { CheckoutOption, DeliveryAddress } from '../../contract/schemas/cart.ts';

/** How an order is stored; `status` CART is a cart (see migration 042). */
export type StoredStatus = 'CART' | 'PAYING' | 'AWAITING_PAYMENT' | 'PLACED' | 'CANCELLED' | 'PAYMENT_FAILED';

export interface OrderRow {
  id: string;
  brand_id: string;
  user_id: string | null;
  guest_session_id: string | null;
  service_id: string;
  address_id: string | null;
  status: StoredStatus;
  repurchase: boolean;
  coupon_id: string | null;
  gift_card_id: string | null;
  use_gift_card: boolean;
  checkout_option: CheckoutOption | null;
  delivery_address: DeliveryAddress | null;
  items_cents: number | null;
  discount_cents: number | null;
  delivery_cents: number | null;
  gift_card_cents: number | null;
  total_cents: number | null;
  prep_minutes: number | null;
  estimate_minutes: number | null;
  submitted_at: Date | null;
  accepted_at: Date | null;
  preparing_at: Date | null;
  dispatched_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  failed_at: Date | null;
  /** Bumped by every change of the row (migration 060): the ETag of its tracking. */
  version: string;
}

/** A timestamptz as ISO 8601 (PGlite and `pg` both answer Date objects). */
export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
