import { order } from '../../contract/schemas/orders.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { cancelOrder } from '../order/cancel-order.ts';
import { orderView } from '../order/order-view.ts';
import type { Psp } from '../payments/psp.ts';

/** Stand-ins for the restaurant's system. */
export function orderDevRoutes(api: ApiRouter, db: Db, psp: Psp): void {
  api.post(
    {
      path: '/api/dev/orders/:id/cancel',
      summary:
        'The restaurant cancels an order not yet handed over: gift card and coupon back, the payment refunded',
      response: order,
    },
    async (_, c) => {
      const now = c.get('clock').now();
      const cancelled = await cancelOrder(db, psp, c.req.param('id') ?? '', now);
      return orderView(db, cancelled, { brandId: cancelled.brand_id, locale: c.get('locale'), now });
    },
  );
}
