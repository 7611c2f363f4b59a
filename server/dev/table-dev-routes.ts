import { devBillItem, devBillItemBody, devTableKey } from '../../contract/schemas/table.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { ensureRoomOnBill } from '../table/bill-state.ts';
import { closeIdleSessions, isUuid, touchSession } from '../table/sessions.ts';
import type { TableConfig } from '../table/table-config.ts';
import { rotateTableKey } from '../table/table-keys.ts';

/** Stand-ins for the restaurant's table systems: the waiter's, the QR keys'. */
export function tableDevRoutes(api: ApiRouter, db: Db, config: TableConfig): void {
  /** A table by its store and table codes, of the brand `x-api-brand` names (any brand without it). */
  const tableOf = async (store = '', table = '', brand?: string) => {
    const [found] = await db.query<{ id: string; brand_id: string }>(
      `select t.id, st.brand_id from dining_tables t join stores st on st.id = t.store_id
       join brands b on b.id = st.brand_id
       where st.code = $1 and t.code = $2 and ($3::text is null or b.slug = $3) limit 1`,
      [store, table, brand ?? null],
    );
    return found;
  };

  api.post(
    {
      path: '/api/dev/tables/:store/:table/key',
      summary:
        "The restaurant replaces a table's QR key: answers the new key for its link (…&key=…); the old one stops working",
      response: devTableKey,
    },
    async (_, c) => {
      const table = await tableOf(c.req.param('store'), c.req.param('table'), c.req.header('x-api-brand'));
      if (!table) throw notFound('table', 'TABLE_NOT_FOUND');
      return { key: await rotateTableKey(db, table.id) };
    },
  );

  api.post(
    {
      path: '/api/dev/tables/:store/:table/items',
      summary: "The waiter's system adds an item (id or slug) to the table's bill, opening a session if none",
      body: devBillItemBody,
      response: devBillItem,
      status: 201,
    },
    async ({ body }, c) => {
      const table = await tableOf(c.req.param('store'), c.req.param('table'), c.req.header('x-api-brand'));
      if (!table) throw notFound('table');
      const [item] = await db.query<{ id: string; price_cents: number }>(
        `select id, price_cents from items where brand_id = $1 and (${isUuid(body.item_id) ? 'id = $2::uuid' : 'slug = $2'})`,
        [table.brand_id, body.item_id],
      );
      if (!item) throw new HttpError(404, 'item not found');
      const added = await db.transaction(async (tx) => {
        await tx.query('select id from dining_tables where id = $1 for update', [table.id]);
        await closeIdleSessions(tx, config.sessionTtlSeconds, { tableId: table.id });
        let [session] = await tx.query<{ id: string; bill_id: string }>(
          `select s.id, b.id as bill_id from table_sessions s join bills b on b.table_session_id = s.id
           where s.table_id = $1 and s.status = 'OPEN'`,
          [table.id],
        );
        if (!session) {
          const [opened] = await tx.query<{ id: string }>(
            `insert into table_sessions (table_id, status) values ($1, 'OPEN') returning id`,
            [table.id],
          );
          const [bill] = await tx.query<{ id: string }>(
            `insert into bills (table_session_id, status) values ($1, 'OPEN') returning id`,
            [opened?.id],
          );
          if (!opened || !bill) throw new Error('session insert returned nothing');
          session = { id: opened.id, bill_id: bill.id };
        }
        // Serialized with payments: a share being computed sees the bill before or after this line.
        await tx.query('select id from bills where id = $1 for update', [session.bill_id]);
        await ensureRoomOnBill(tx, session.bill_id, body.quantity * item.price_cents);
        const [line] = await tx.query<{ id: string }>(
          `insert into bill_items (bill_id, item_id, quantity, unit_price_cents) values ($1, $2, $3, $4) returning id`,
          [session.bill_id, item.id, body.quantity, item.price_cents],
        );
        await tx.query('update bills set updated_at = now() where id = $1', [session.bill_id]);
        if (!line) throw new Error('bill item insert returned nothing');
        return { session_id: session.id, bill_item_id: line.id };
      });
      await touchSession(db, added.session_id);
      return added;
    },
  );
}
