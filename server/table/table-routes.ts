import type { Locale } from '../../contract/locales.ts';
import type { Auth } from '../crm/auth.ts';
import { optionalUserId } from '../crm/optional-user.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { keyCreation } from './key-creation.ts';
import { orderRoutes } from './order-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { receiptRoutes } from './receipt-routes.ts';
import { findSeatedSession, requireSeat } from './seat-tokens.ts';
import { sessionRoutes } from './session-routes.ts';
import type { TableConfig } from './table-config.ts';
import type { TableDeps } from './table-deps.ts';
import { type TableAsked, tableInfoOf } from './table-info.ts';

/**
 * The dine-in flow under `/api/order/v1/table`: guests and signed-in users alike. Answers what a QR
 * link's page carries: its table's info (`tableInfoOf`).
 */
export function tableRoutes(
  api: ApiRouter,
  db: Db,
  auth: Auth,
  config: TableConfig,
  provider: PaymentProvider,
) {
  const userOf: TableDeps['userOf'] = (c) => optionalUserId(c, db, auth);
  const deps: TableDeps = {
    api,
    db,
    config,
    provider,
    keys: keyCreation(db, config.keyCreationTtlSeconds),
    userOf,
    seatOf: (c, sessionId, userSessionId) => requireSeat(db, c, sessionId, userSessionId, userOf),
    seatedAt: (c, userSessionId, open, bill) =>
      findSeatedSession(
        db,
        c,
        {
          brandId: c.get('brand').id,
          sessionId: c.req.param('id') ?? '',
          userSessionId,
          ttlSeconds: config.sessionTtlSeconds,
          open,
        },
        userOf,
        bill,
      ),
  };
  sessionRoutes(deps);
  paymentRoutes(deps);
  orderRoutes(deps);
  receiptRoutes(deps);
  return {
    tableInfo: (scope: { brandId: string; locale: Locale }, table: TableAsked) =>
      tableInfoOf(db, deps.keys, config.sessionTtlSeconds, scope, table),
  };
}
