import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { HttpError } from './http-error.ts';
import { idempotent } from './idempotency.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
});
afterAll(() => db.close());

const note = (tx: Queryable, body: string) =>
  tx.query("insert into outbox (channel, recipient, subject, body) values ('email', 'a@b.co', 'k', $1)", [
    body,
  ]);
const notes = async (body: string) =>
  (await db.query<{ n: number }>('select count(*)::int as n from outbox where body = $1', [body]))[0]?.n;
const keyRow = (key: string) => db.query('select status from idempotency_keys where key = $1', [key]);

describe('an idempotent operation', () => {
  it('runs once; a replay answers what the first stored, without running', async () => {
    let runs = 0;
    const run = async (tx: Queryable) => {
      runs += 1;
      await note(tx, 'once');
      return { done: runs };
    };
    expect(await idempotent(db, 'test', 'once', { a: 1 }, run)).toEqual({ done: 1 });
    expect(await idempotent(db, 'test', 'once', { a: 1 }, run)).toEqual({ done: 1 });
    expect(runs).toBe(1);
    expect(await notes('once')).toBe(1);
    await expect(idempotent(db, 'test', 'once', { a: 2 }, run)).rejects.toMatchObject({
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('a refusal is the stored answer and its writes are undone', async () => {
    const refuse = async (tx: Queryable) => {
      await note(tx, 'refused');
      throw new HttpError(409, 'no', 'NOPE', { order_id: 'x' });
    };
    for (let i = 0; i < 2; i++) {
      await expect(idempotent(db, 'test', 'refused', {}, refuse)).rejects.toMatchObject({
        status: 409,
        code: 'NOPE',
        fields: { order_id: 'x' },
      });
    }
    expect(await notes('refused')).toBe(0);
  });

  it('an answer that cannot be stored undoes the operation and leaves the key free', async () => {
    const unstorable = async (tx: Queryable) => {
      await note(tx, 'unstorable');
      // jsonb refuses NUL: the store fails after the operation wrote.
      return { text: 'a\u0000b' };
    };
    await expect(idempotent(db, 'test', 'unstorable', {}, unstorable)).rejects.toThrow();
    expect(await notes('unstorable')).toBe(0);
    expect(await keyRow('unstorable')).toEqual([]);
    expect(await idempotent(db, 'test', 'unstorable', {}, async () => ({ text: 'ok' }))).toEqual({
      text: 'ok',
    });
  });

  it('an unexpected failure undoes the operation and leaves the key free for a retry', async () => {
    const failing = async (tx: Queryable) => {
      await note(tx, 'failing');
      throw new Error('lost');
    };
    await expect(idempotent(db, 'test', 'failing', {}, failing)).rejects.toThrow('lost');
    expect(await keyRow('failing')).toEqual([]);
    expect(await notes('failing')).toBe(0);
  });

  it('the same key sent twice at once runs once: the second waits and answers the first result', async () => {
    let runs = 0;
    const slow = async (tx: Queryable) => {
      runs += 1;
      await note(tx, 'together');
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { run: runs };
    };
    const answers = await Promise.all([
      idempotent(db, 'test', 'together', {}, slow),
      idempotent(db, 'test', 'together', {}, slow),
    ]);
    expect(answers).toEqual([{ run: 1 }, { run: 1 }]);
    expect(runs).toBe(1);
    expect(await notes('together')).toBe(1);
  });
});
