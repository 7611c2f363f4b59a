import { jwtVerify } from 'jose';
import * as z from 'zod/mini';
import {
  type SocialProvider,
  socialLoginBody,
  socialProvider,
  socialTokens,
} from '../../contract/schemas/auth.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { type Auth, issueSession } from './auth.ts';
import type { SocialProviderConfig } from './auth-config.ts';
import { isToCompleteRegister, userIdBy } from './user-queries.ts';

interface Identity {
  subject: string;
  /** Only an address the provider vouches for. */
  email: string | undefined;
  name: string;
}

async function verifyIdToken(
  provider: SocialProvider,
  config: SocialProviderConfig,
  token: string,
): Promise<Identity> {
  try {
    const { payload } = await jwtVerify(token, config.keys, {
      audience: config.audience,
      ...(config.issuer ? { issuer: config.issuer } : {}),
    });
    if (!payload.sub) throw new Error('no subject');
    // Facebook only shares confirmed addresses and sends no email_verified; Apple sends it as a string.
    const verified = provider === 'facebook' || [true, 'true'].includes(payload.email_verified as boolean);
    const email = typeof payload.email === 'string' && verified ? payload.email.toLowerCase() : undefined;
    return { subject: payload.sub, email, name: typeof payload.name === 'string' ? payload.name : '' };
  } catch {
    throw new HttpError(401, 'invalid_token', 'INVALID_TOKEN');
  }
}

/** The account of this provider subject, else the one with the same verified e-mail, else a new one. */
async function socialUser(db: Queryable, brandId: string, provider: SocialProvider, who: Identity) {
  const [linked] = await db.query<{ id: string }>(
    'select id from users where brand_id = $1 and auth_provider = $2 and external_id = $3',
    [brandId, provider, who.subject],
  );
  const existing = linked?.id ?? (who.email ? await userIdBy(db, brandId, 'email', who.email) : undefined);
  if (existing) return existing;
  const [created] = await db.query<{ id: string }>(
    `insert into users (brand_id, email, name, auth_provider, external_id, can_update_email)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [brandId, who.email ?? null, who.name, provider, who.subject, !who.email],
  );
  if (!created) throw new Error('user insert returned nothing');
  return created.id;
}

export function socialLoginRoutes(api: ApiRouter, db: Db, auth: Auth): void {
  api.post(
    {
      path: '/api/crm/v1/login/:provider',
      summary: 'Log in with a google, apple or facebook ID token (signature, audience and issuer checked)',
      body: socialLoginBody,
      response: socialTokens,
    },
    async ({ body }, c) => {
      const provider = z.safeParse(socialProvider, c.req.param('provider'));
      if (!provider.success) throw notFound('provider');
      const config = auth.social[provider.data];
      if (!config)
        throw new HttpError(404, `${provider.data} login is not configured`, 'PROVIDER_NOT_CONFIGURED');
      const identity = await verifyIdToken(provider.data, config, body.token);
      const brandId = c.get('brand').id;
      return db.transaction(async (tx) => {
        const id = await socialUser(tx, brandId, provider.data, identity);
        const session = await issueSession(tx, auth, { id, brandId });
        return { ...session, is_to_complete_register: await isToCompleteRegister(tx, id) };
      });
    },
  );
}
