import { businessNow } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { expireStalePayments, lockBill } from './bill-state.ts';
import { closeIdleSessions } from './sessions.ts';

/**
 * Writes down what lapsed with nobody writing: held shares past their time give their items back,
 * sessions idle past `ttlSeconds` close. Reads already show both by the clock; the next payment write
 * of a bill does the same under its lock. One bill per transaction, under the lock payments take,
 * each update conditional: two processes sweeping at once (or a payment meanwhile) change nothing twice.
 */
export async function sweepTables(db: Db, ttlSeconds: number): Promise<{ bills: number; sessions: number }> {
  const lapsed = await db.query<{ bill_id: string }>(
    `select distinct bill_id from table_payments where status = 'PENDING' and expires_at <= ${businessNow}`,
  );
  for (const { bill_id } of lapsed) {
    await db.transaction(async (tx) => {
      await lockBill(tx, bill_id);
      await expireStalePayments(tx, bill_id);
    });
  }
  const idle = await db.query<{ id: string }>(
    `select id from table_sessions
     where status = 'OPEN' and last_activity_at < now() - make_interval(secs => $1)`,
    [ttlSeconds],
  );
  for (const { id } of idle) {
    await db.transaction((tx) => closeIdleSessions(tx, ttlSeconds, { sessionId: id }));
  }
  return { bills: lapsed.length, sessions: idle.length };
}
