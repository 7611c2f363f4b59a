import type { Auth } from '../crm/auth.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { TableConfig } from '../table/table-config.ts';
import { cartRoutes } from './cart-routes.ts';
import { couponRoutes } from './coupon-routes.ts';
import { giftCardRoutes } from './gift-card-routes.ts';
import { guestSessionRoutes } from './guest-session-routes.ts';
import type { OrderDeps } from './order-deps.ts';
import { orderRoutes } from './order-routes.ts';
import { optionalOwner, requireOwner } from './owner.ts';
import { paymentRoutes } from './payment-routes.ts';
import { rebuyAndInvoiceRoutes } from './rebuy-and-invoice-routes.ts';

/** Delivery and takeout ordering under `/api/order/v1`: guest sessions, carts, coupons, gift cards, orders. */
export function orderingRoutes(
  api: ApiRouter,
  db: Db,
  auth: Auth,
  pix: TableConfig,
  provider: PaymentProvider,
): void {
  const deps: OrderDeps = {
    api,
    db,
    provider,
    pix,
    owner: (c) => requireOwner(c, db, auth),
    optionalOwner: (c) => optionalOwner(c, db, auth),
  };
  guestSessionRoutes(deps);
  cartRoutes(deps);
  couponRoutes(deps);
  giftCardRoutes(deps);
  orderRoutes(deps);
  rebuyAndInvoiceRoutes(deps);
  paymentRoutes(deps);
}
