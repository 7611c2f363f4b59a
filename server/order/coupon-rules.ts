import type { Locale } from '../../contract/locales.ts';
import type { OrderErrorCode } from '../../contract/schemas/orders.ts';
import { storeTimeZone } from '../catalog/opening-hours.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { brl, type Localized, t } from '../locale.ts';
import type { Owner } from './owner.ts';

export interface CouponRow {
  id: string;
  code: string;
  kind: 'PERCENT' | 'FIXED';
  value: number;
  min_order_cents: number;
  first_order_only: boolean;
  once_per_customer: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  description: string;
}

export interface CouponRefusal {
  code: OrderErrorCode;
  /** A sentence for the customer (spec §8: the client shows a string detail). */
  detail: string;
}

const columns = `id, code, kind, value, min_order_cents, first_order_only, once_per_customer, starts_at, ends_at,
  description->>$2 as description`;

export async function findCouponByCode(
  q: Queryable,
  brandId: string,
  code: string,
  locale: Locale,
): Promise<CouponRow | undefined> {
  const [row] = await q.query<CouponRow>(`select ${columns} from coupons where brand_id = $1 and code = $3`, [
    brandId,
    locale,
    code,
  ]);
  return row;
}

export async function findCouponById(q: Queryable, id: string, locale: Locale): Promise<CouponRow> {
  const [row] = await q.query<CouponRow>(`select ${columns} from coupons where id = $1`, [id, locale]);
  if (!row) throw new Error(`coupon ${id} vanished`);
  return row;
}

const day = (date: Date, locale: Locale) =>
  date.toLocaleDateString(locale, { timeZone: storeTimeZone, dateStyle: 'short' });

const sentences = {
  COUPON_NOT_FOUND: () => t('Cupom não encontrado', 'Coupon not found'),
  COUPON_NOT_STARTED: (from: (l: Locale) => string) => ({
    'pt-BR': `Este cupom vale a partir de ${from('pt-BR')}`,
    'en-US': `This coupon is valid from ${from('en-US')}`,
  }),
  COUPON_EXPIRED: (on: (l: Locale) => string) => ({
    'pt-BR': `Este cupom expirou em ${on('pt-BR')}`,
    'en-US': `This coupon expired on ${on('en-US')}`,
  }),
  COUPON_MINIMUM_NOT_MET: (cents: number) => ({
    'pt-BR': `Este cupom vale para pedidos a partir de ${brl(cents, 'pt-BR')}`,
    'en-US': `This coupon needs an order of at least ${brl(cents, 'en-US')}`,
  }),
  COUPON_FIRST_ORDER_ONLY: () =>
    t('Este cupom vale só para o primeiro pedido', 'This coupon is for a first order only'),
  COUPON_ALREADY_USED: () => t('Você já usou este cupom', 'You have already used this coupon'),
  COUPON_REQUIRES_ACCOUNT: () => t('Entre na sua conta para usar este cupom', 'Sign in to use this coupon'),
} satisfies Partial<Record<OrderErrorCode, (...args: never[]) => Localized>>;

const refusal = (code: keyof typeof sentences, text: Localized, locale: Locale): CouponRefusal => ({
  code,
  detail: text[locale],
});

export const couponNotFound = (locale: Locale) =>
  new HttpError(404, sentences.COUPON_NOT_FOUND()[locale], 'COUPON_NOT_FOUND');

export const refuse = ({ code, detail }: CouponRefusal) => new HttpError(422, detail, code);

/**
 * Why `coupon` cannot go on this customer's order `orderId` now, or null. The same rules when it
 * is applied, when a cart is shown and, under the customer's lock, when the order is placed.
 */
export async function couponRefusal(
  q: Queryable,
  coupon: CouponRow,
  input: {
    owner: Owner | undefined;
    orderId: string | null;
    itemsCents: number | null;
    now: Date;
    locale: Locale;
  },
): Promise<CouponRefusal | null> {
  const { owner, orderId, now, locale } = input;
  if (coupon.starts_at && now < new Date(coupon.starts_at)) {
    const from = new Date(coupon.starts_at);
    return refusal(
      'COUPON_NOT_STARTED',
      sentences.COUPON_NOT_STARTED((l) => day(from, l)),
      locale,
    );
  }
  if (coupon.ends_at && now >= new Date(coupon.ends_at)) {
    const on = new Date(coupon.ends_at);
    return refusal(
      'COUPON_EXPIRED',
      sentences.COUPON_EXPIRED((l) => day(on, l)),
      locale,
    );
  }
  if (input.itemsCents !== null && input.itemsCents < coupon.min_order_cents) {
    return refusal(
      'COUPON_MINIMUM_NOT_MET',
      sentences.COUPON_MINIMUM_NOT_MET(coupon.min_order_cents),
      locale,
    );
  }
  if (!coupon.first_order_only && !coupon.once_per_customer) return null;
  // A guest session is no customer history: these coupons need an account.
  if (owner?.kind !== 'user') {
    return refusal('COUPON_REQUIRES_ACCOUNT', sentences.COUPON_REQUIRES_ACCOUNT(), locale);
  }
  if (coupon.first_order_only) {
    const [earlier] = await q.query(
      `select 1 from orders where user_id = $1 and id is distinct from $2
         and status in ('PAYING', 'AWAITING_PAYMENT', 'PLACED') limit 1`,
      [owner.id, orderId],
    );
    if (earlier) return refusal('COUPON_FIRST_ORDER_ONLY', sentences.COUPON_FIRST_ORDER_ONLY(), locale);
  }
  if (coupon.once_per_customer) {
    const [used] = await q.query(
      `select 1 from coupon_redemptions where coupon_id = $1 and customer_id = $2 and order_id is distinct from $3`,
      [coupon.id, owner.id, orderId],
    );
    if (used) return refusal('COUPON_ALREADY_USED', sentences.COUPON_ALREADY_USED(), locale);
  }
  return null;
}
