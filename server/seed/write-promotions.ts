import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/insert-rows.ts';
import { demoBrand } from './brand.ts';
import { demoCoupons, demoGiftCards } from './promotions.ts';
import { seedIds } from './seed-ids.ts';

export async function writePromotions(tx: Queryable): Promise<void> {
  const brandId = seedIds.brand(demoBrand.slug);
  await insertRows(
    tx,
    'coupons',
    demoCoupons.map((coupon) => ({
      brand_id: brandId,
      min_order_cents: 0,
      first_order_only: false,
      once_per_customer: false,
      starts_at: null,
      ends_at: null,
      ...coupon,
    })),
  );
  await insertRows(
    tx,
    'gift_cards',
    demoGiftCards.map(({ code, cents }) => ({
      brand_id: brandId,
      code,
      initial_cents: cents,
      balance_cents: cents,
    })),
  );
}
