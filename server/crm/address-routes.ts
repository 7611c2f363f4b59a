import type * as z from 'zod/mini';
import { type Address, address, addresses, addressInput } from '../../contract/schemas/address.ts';
import { ok } from '../../contract/schemas/auth.ts';
import type { Db, Queryable } from '../db/db.ts';
import { isUuid, uniqueViolation } from '../db/sql.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { addressColumns, listAddresses } from './address-queries.ts';
import { formatPostalCode } from './postal-code.ts';

type Input = ReturnType<typeof normalized>;

export const normalized = (input: z.output<typeof addressInput>) => ({
  ...input,
  postal_code: formatPostalCode(input.postal_code),
  state: input.state.toUpperCase(),
  complement: input.complement || null,
  reference_point: input.reference_point || null,
});

/** The user's address with this id; anyone else's is "not found", never "forbidden". */
async function ownAddressId(db: Queryable, userId: string, id: string): Promise<string> {
  const [row] = isUuid(id)
    ? await db.query<{ id: string }>('select id from addresses where id = $1 and user_id = $2', [id, userId])
    : [];
  if (!row) throw notFound('address');
  return row.id;
}

const duplicate = () => new HttpError(409, 'address already registered', 'ADDRESS_CONFLICT');

/** A request that lost a race to save the same place meets the unique index: the same 409. */
async function conflictOnSamePlace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'addresses_same_place') throw duplicate();
    throw error;
  }
}

/** The same place saved twice (street, number and complement at one CEP) is a 409. */
async function refuseDuplicate(
  db: Queryable,
  userId: string,
  input: Input,
  exceptId?: string,
): Promise<void> {
  const [existing] = await db.query(
    `select 1 from addresses where user_id = $1 and postal_code = $2 and lower(street) = lower($3)
       and lower(number) = lower($4) and lower(coalesce(complement, '')) = lower($5) and id is distinct from $6`,
    [userId, input.postal_code, input.street, input.number, input.complement ?? '', exceptId ?? null],
  );
  if (existing) throw duplicate();
}

async function setMain(db: Queryable, userId: string, id: string): Promise<void> {
  // Two statements: the one-main-per-user index is checked row by row.
  await db.query('update addresses set is_main = false where user_id = $1 and is_main and id <> $2', [
    userId,
    id,
  ]);
  await db.query('update addresses set is_main = true where id = $1', [id]);
}

async function loadAddress(db: Queryable, id: string) {
  const [row] = await db.query<Address>(`select ${addressColumns} from addresses where id = $1`, [id]);
  if (!row) throw notFound('address');
  return row;
}

/** An address's own columns (a guest's address has the same). */
export const fields = [
  'postal_code',
  'street',
  'number',
  'complement',
  'reference_point',
  'district',
  'city',
  'state',
  'latitude',
  'longitude',
] as const;
const values = (input: Input) => fields.map((field) => input[field] ?? null);

export function addressRoutes(api: ApiRouter, db: Db): void {
  api.get(
    { path: '/api/crm/v1/addresses', summary: 'The user’s addresses, main first', response: addresses },
    (_, c) => listAddresses(db, c.get('userId')),
  );

  api.post(
    {
      path: '/api/crm/v1/addresses',
      summary: 'Save an address (409 when already saved); the first one becomes the main one',
      body: addressInput,
      response: address,
      status: 201,
    },
    ({ body }, c) =>
      conflictOnSamePlace(() =>
        db.transaction(async (tx) => {
          const userId = c.get('userId');
          const input = normalized(body);
          await refuseDuplicate(tx, userId, input);
          const [row] = await tx.query<{ id: string }>(
            `insert into addresses (user_id, ${fields.join(', ')})
             values ($1, ${fields.map((_, index) => `$${index + 2}`).join(', ')}) returning id`,
            [userId, ...values(input)],
          );
          if (!row) throw new Error('address insert returned nothing');
          const [main] = await tx.query('select 1 from addresses where user_id = $1 and is_main', [userId]);
          if (input.is_main || !main) await setMain(tx, userId, row.id);
          return loadAddress(tx, row.id);
        }),
      ),
  );

  api.put(
    {
      path: '/api/crm/v1/addresses/:id',
      summary: 'Replace an address',
      body: addressInput,
      response: address,
    },
    ({ body }, c) =>
      conflictOnSamePlace(() =>
        db.transaction(async (tx) => {
          const userId = c.get('userId');
          const id = await ownAddressId(tx, userId, c.req.param('id') ?? '');
          const input = normalized(body);
          await refuseDuplicate(tx, userId, input, id);
          await tx.query(
            `update addresses set ${fields.map((field, index) => `${field} = $${index + 2}`).join(', ')} where id = $1`,
            [id, ...values(input)],
          );
          if (input.is_main) await setMain(tx, userId, id);
          return loadAddress(tx, id);
        }),
      ),
  );

  api.put(
    {
      path: '/api/crm/v1/addresses/:id/set-main',
      summary: 'Make an address the main one; answers the list, main first',
      response: addresses,
    },
    (_, c) =>
      db.transaction(async (tx) => {
        const userId = c.get('userId');
        await setMain(tx, userId, await ownAddressId(tx, userId, c.req.param('id') ?? ''));
        return listAddresses(tx, userId);
      }),
  );

  api.delete(
    {
      path: '/api/crm/v1/addresses/:id',
      summary: 'Delete an address; when it was the main one, the newest left takes its place',
      response: ok,
    },
    (_, c) =>
      db.transaction(async (tx) => {
        const userId = c.get('userId');
        const id = await ownAddressId(tx, userId, c.req.param('id') ?? '');
        await tx.query('delete from addresses where id = $1', [id]);
        const [next] = await listAddresses(tx, userId);
        if (next && !next.is_main) await setMain(tx, userId, next.id);
        return { ok: true as const };
      }),
  );
}
