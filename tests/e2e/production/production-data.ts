import { migrate } from '../../../server/db/migrate.ts';
import { openDb } from '../../../server/db/open-db.ts';
import { resetDemo } from '../../../server/seed/seed.ts';

/*
 * The data the production run starts on, loaded as a brand loads its own before it starts the API:
 * the demo brand on a fresh database (`DATA_DIR`), its restaurants open around the clock. A production
 * start has no dev tools to move a clock, and the run must find them open at whatever hour it comes.
 */
const db = await openDb({ dataDir: process.env.DATA_DIR });
try {
  await migrate(db);
  await resetDemo(db);
  await db.transaction(async (tx) => {
    await tx.query('delete from store_closed_days');
    await tx.query('delete from store_hours');
    // Two spans a day, the second running to midnight: open at every minute.
    await tx.query(
      `insert into store_hours (store_id, weekday, start_time, end_time)
       select s.id, day, span.opens, span.closes from stores s
       cross join generate_series(0, 6) as day
       cross join (values ('00:00'::time, '12:00'::time), ('12:00'::time, '00:00'::time)) as span (opens, closes)`,
    );
  });
} finally {
  await db.close();
}
