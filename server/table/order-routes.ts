import { money } from '../../contract/money.ts';
import { tableOrder, tableOrderBody } from '../../contract/schemas/table.ts';
import { HttpError } from '../http/http-error.ts';
import { idempotencyKey, idempotent } from '../http/idempotency.ts';
import { ensureRoomOnBill, lockBill } from './bill-state.ts';
import { insertLines, priceLines } from './order-lines.ts';
import { findOpenSession, findSession, touchSession } from './sessions.ts';
import type { TableDeps } from './table-deps.ts';

const base = '/api/order/v1/table';

export function orderRoutes({ api, db, config, seatOf }: TableDeps): void {
  const ttl = config.sessionTtlSeconds;

  api.post(
    {
      path: `${base}/sessions/:id/orders`,
      summary:
        'A diner orders from the table menu: lines with options (priced by the menu) and a note go straight onto the bill; Idempotency-Key required',
      body: tableOrderBody,
      response: tableOrder,
      status: 201,
    },
    async ({ body }, c) => {
      const key = idempotencyKey(c.req.header('idempotency-key'));
      const sessionId = c.req.param('id') ?? '';
      const brand = c.get('brand');
      await findSession(db, brand.id, sessionId, ttl);
      const participant = await seatOf(c, sessionId, body.user_session_id);
      return idempotent(db, `table-order:${sessionId}`, key, body, async (tx) => {
        if (!brand.features.table_order) {
          throw new HttpError(403, 'ordering from the table is off', 'TABLE_ORDER_DISABLED');
        }
        const session = await findOpenSession(tx, brand.id, sessionId, ttl);
        const menu = { brandId: brand.id, locale: c.get('locale'), storeId: session.store_id };
        const lines = await priceLines(tx, menu, body.lines);
        const total = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
        await lockBill(tx, session.bill_id);
        await ensureRoomOnBill(tx, session.bill_id, total);
        // The payment that settled the bill meanwhile closed the session: answer as for any closed one.
        await findOpenSession(tx, brand.id, session.id, ttl);
        const billItemIds = await insertLines(tx, session.bill_id, participant.id, lines);
        // New lines are due: a bill is never PAID with something left to pay.
        await tx.query(`update bills set status = 'OPEN', updated_at = now() where id = $1`, [
          session.bill_id,
        ]);
        await touchSession(tx, session.id);
        return {
          session_id: session.id,
          bill_item_ids: billItemIds,
          total: money(total),
        };
      });
    },
  );
}
