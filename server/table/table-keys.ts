import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import { secretHash } from '../order/owner.ts';

/** Crockford's base32: no I, L, O or U, so a key printed under the QR code is typed without doubt. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 20 characters of 32: 100 bits, far beyond guessing. */
const keyLength = 20;

/** A table key in base32 from `bytes` (at least 13 of them). */
export function tableKeyOf(bytes: Uint8Array): string {
  let bits = 0n;
  for (const byte of bytes.subarray(0, 13)) bits = (bits << 8n) | BigInt(byte);
  let key = '';
  for (let i = 0; i < keyLength; i += 1) key += alphabet[Number((bits >> BigInt(5 * i)) & 31n)];
  return key;
}

export const newTableKey = () => Array.from({ length: keyLength }, () => alphabet[randomInt(32)]).join('');

/** As typed: any case, spaces and dashes between groups, O for 0 and I or L for 1. */
const normalized = (key: string) =>
  key.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

export const tableKeyHash = (key: string) => secretHash(normalized(key));

/** The table was not found, or the key is not (or no longer) its key: a wrong code either way. */
export const tableNotFound = () => notFound('table', 'TABLE_NOT_FOUND');

/** Passes when `key` is the table's current key; else 404 TABLE_NOT_FOUND. */
export async function requireTableKey(q: Queryable, tableId: string, key: string): Promise<void> {
  const [table] = await q.query('select 1 from dining_tables where id = $1 and qr_key_hash = $2', [
    tableId,
    tableKeyHash(key),
  ]);
  if (!table) throw tableNotFound();
}

/** Gives the table a new key (the old QR code stops working) and answers it, to be printed. */
export async function rotateTableKey(q: Queryable, tableId: string): Promise<string> {
  const key = newTableKey();
  await q.query('update dining_tables set qr_key_hash = $2 where id = $1', [tableId, tableKeyHash(key)]);
  return key;
}
