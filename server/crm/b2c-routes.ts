import * as z from 'zod/mini';
import { b2cLogin, b2cPolling, b2cProfile, ok } from '../../contract/schemas/auth.ts';
import { maxLength, opaqueId, requiredLine } from '../../contract/schemas/limits.ts';
import type { Db } from '../db/db.ts';
import { isUuid } from '../db/sql.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { listAddresses } from './address-queries.ts';
import { type Auth, issueSession } from './auth.ts';
import { isToCompleteRegister } from './user-queries.ts';

/** A session not approved by then is dropped. */
export const b2cSessionMinutes = 10;
export const liveSession = `created_at > now() - make_interval(mins => ${b2cSessionMinutes})`;

const sessionParams = z.object({ 'session-id': opaqueId });

/**
 * External identity (b2c) logins. The provider's stand-in is the dev tools' approval page: without
 * them no provider is configured, and a login cannot start.
 */
export function b2cRoutes(api: ApiRouter, db: Db, auth: Auth, providerConfigured: boolean): void {
  api.get(
    {
      path: '/api/crm/v1/b2c/login',
      summary: 'Start an external identity login; the person approves it at approval_url',
      query: z.object({ 'unique-user-id': requiredLine(maxLength.name) }),
      response: b2cLogin,
    },
    async ({ query }, c) => {
      if (!providerConfigured) {
        throw new HttpError(404, 'external login is not configured', 'PROVIDER_NOT_CONFIGURED');
      }
      const [session] = await db.query<{ id: string }>(
        `insert into b2c_sessions (brand_id, unique_user_id, status) values ($1, $2, 'pending') returning id`,
        [c.get('brand').id, query['unique-user-id']],
      );
      if (!session) throw new Error('b2c session insert returned nothing');
      return { session_id: session.id, approval_url: `/dev/b2c/approve?session=${session.id}` };
    },
  );

  api.get(
    {
      path: '/api/crm/v1/b2c/polling',
      summary: 'pending until approved; then the tokens, once',
      query: sessionParams,
      response: b2cPolling,
    },
    async ({ query }, c) => {
      const id = query['session-id'];
      const brandId = c.get('brand').id;
      const [session] = isUuid(id)
        ? await db.query<{ status: string }>(
            `select status from b2c_sessions where id = $1 and brand_id = $2 and ${liveSession}`,
            [id, brandId],
          )
        : [];
      if (!session) throw notFound('b2c session');
      if (session.status === 'pending') return { status: 'pending' as const };
      return db.transaction(async (tx) => {
        const [spent] = await tx.query<{ user_id: string }>(
          `update b2c_sessions set status = 'completed' where id = $1 and status = 'approved' returning user_id`,
          [id],
        );
        if (!spent) throw notFound('b2c session');
        const [main] = await listAddresses(tx, spent.user_id);
        return {
          status: 'approved' as const,
          ...(await issueSession(tx, auth, { id: spent.user_id, brandId })),
          postal_code: main?.postal_code ?? null,
          user_id: spent.user_id,
          address: main ?? null,
          moengage_unique_id: spent.user_id,
        };
      });
    },
  );

  api.get(
    {
      path: '/api/crm/v1/b2c/reset',
      summary: 'Drop a pending external identity login',
      query: z.object({ 'session-id': z.optional(opaqueId) }),
      response: ok,
    },
    async ({ query }, c) => {
      const id = query['session-id'];
      if (id && isUuid(id)) {
        await db.query(`delete from b2c_sessions where id = $1 and brand_id = $2 and status = 'pending'`, [
          id,
          c.get('brand').id,
        ]);
      }
      return { ok: true as const };
    },
  );

  api.get(
    { path: '/api/crm/v1/b2c/profile', summary: 'The logged-in b2c user’s profile', response: b2cProfile },
    async (_, c) => {
      const userId = c.get('userId');
      const [row] = await db.query<Omit<z.infer<typeof b2cProfile>, 'is_to_complete_register'>>(
        `select id as user_id, external_id as unique_user_id, name, email, phone_number, document
         from users where id = $1 and auth_provider = 'b2c'`,
        [userId],
      );
      if (!row) throw notFound('b2c profile');
      return { ...row, is_to_complete_register: await isToCompleteRegister(db, userId) };
    },
  );
}
