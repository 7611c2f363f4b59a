import type { Context } from 'hono';
import { addCardBody, type Card, card, cards } from '../../contract/schemas/cards.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { claimToken, learnToken } from '../payments/card-tokens.ts';
import type { PaymentProvider } from '../payments/provider.ts';

const columns = 'id, brand, last4, holder, exp_month, exp_year, is_default';
const cardNotFound = () => new HttpError(404, 'card not found', 'CARD_NOT_FOUND');
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Default first, then newest. */
function listCards(q: Queryable, userId: string): Promise<Card[]> {
  return q.query<Card>(
    `select ${columns} from saved_cards where user_id = $1 order by is_default desc, created_at desc, id`,
    [userId],
  );
}

async function ownCard(q: Queryable, c: Context<AppEnv>): Promise<string> {
  const id = c.req.param('id') ?? '';
  const [found] = uuid.test(id)
    ? await q.query<{ id: string }>('select id from saved_cards where id = $1 and user_id = $2', [
        id,
        c.get('userId'),
      ])
    : [];
  if (!found) throw cardNotFound();
  return found.id;
}

/** Saved cards: PSP tokens with brand and last digits; the number never reaches this API. */
export function cardRoutes(api: ApiRouter, db: Db, provider: PaymentProvider): void {
  const path = '/api/crm/v1/cards';

  api.get({ path, summary: 'Saved cards, default first', response: cards }, (_, c) =>
    listCards(db, c.get('userId')),
  );

  api.post(
    {
      path,
      summary: 'Save a card tokenized at the payment provider (a token someone else used is unknown here)',
      body: addCardBody,
      response: card,
      status: 201,
    },
    async ({ body }, c) => {
      const userId = c.get('userId');
      await learnToken(db, provider, body.token);
      const token = await claimToken(db, body.token, { userId });
      if (!token) throw new HttpError(400, 'unknown card token', 'CARD_NOT_FOUND');
      return db.transaction(async (tx) => {
        const [existing] = await tx.query<{ count: number }>(
          'select count(*)::int as count from saved_cards where user_id = $1',
          [userId],
        );
        const [saved] = await tx.query<Card>(
          `insert into saved_cards (user_id, psp_token, brand, last4, holder, exp_month, exp_year, is_default)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           on conflict (user_id, psp_token) do update set holder = excluded.holder returning ${columns}`,
          [
            userId,
            token.token,
            token.brand,
            token.last4,
            token.holder,
            token.exp_month,
            token.exp_year,
            !existing?.count,
          ],
        );
        if (!saved) throw new Error('card insert returned nothing');
        return saved;
      });
    },
  );

  api.delete(
    { path: `${path}/:id`, summary: 'Forget a card; the next one becomes the default', response: cards },
    async (_, c) => {
      const userId = c.get('userId');
      await db.transaction(async (tx) => {
        const id = await ownCard(tx, c);
        const [removed] = await tx.query<{ is_default: boolean }>(
          'delete from saved_cards where id = $1 returning is_default',
          [id],
        );
        if (removed?.is_default) {
          await tx.query(
            `update saved_cards set is_default = true
             where id = (select id from saved_cards where user_id = $1 order by created_at desc, id limit 1)`,
            [userId],
          );
        }
      });
      return listCards(db, userId);
    },
  );

  api.patch(
    { path: `${path}/:id/default`, summary: 'Make a card the default', response: cards },
    async (_, c) => {
      const userId = c.get('userId');
      await db.transaction(async (tx) => {
        const id = await ownCard(tx, c);
        await tx.query('update saved_cards set is_default = false where user_id = $1 and is_default', [
          userId,
        ]);
        await tx.query('update saved_cards set is_default = true where id = $1', [id]);
      });
      return listCards(db, userId);
    },
  );
}
