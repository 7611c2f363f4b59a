import { jwtVerify } from 'jose';
import * as z from 'zod/mini';
import {
  type SocialProvider,
  signInProviders,
  socialLoginBody,
  socialProvider,
  socialTokens,
} from '../../contract/schemas/auth.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { type Auth, issueSession } from './auth.ts';
import { type SocialProviderConfig, signInProvidersOf, type TokenCheck } from './auth-config.ts';
import { isToCompleteRegister, userIdBy } from './user-queries.ts';

interface Identity {
  subject: string;
  /** Only an address the provider vouches for. */
  email: string | undefined;
  name: string;
}

const invalidToken = () => new HttpError(401, 'invalid_token', 'INVALID_TOKEN');

/** The person the provider's claims (an ID token's, or its userinfo answer) name. */
function identityOf(provider: SocialProvider, claims: Record<string, unknown>): Identity {
  // Facebook's Graph API names the person `id`.
  const subject = claims.sub ?? claims.id;
  if (typeof subject !== 'string' || subject === '') throw invalidToken();
  // Facebook only shares confirmed addresses and sends no email_verified; Apple sends it as a string.
  const verified = provider === 'facebook' || [true, 'true'].includes(claims.email_verified as boolean);
  const email = typeof claims.email === 'string' && verified ? claims.email.toLowerCase() : undefined;
  return { subject, email, name: typeof claims.name === 'string' ? claims.name : '' };
}

/** An ID token: its signature by the provider's keys, its issuer, audience (our client id) and expiry. */
async function verifyIdToken(provider: SocialProvider, config: SocialProviderConfig, token: string) {
  const verified = await jwtVerify(token, config.keys, {
    audience: config.audience,
    ...(config.issuer ? { issuer: config.issuer } : {}),
  }).catch(() => {
    throw invalidToken();
  });
  return identityOf(provider, verified.payload);
}

const PROVIDER_TIMEOUT_MS = 5_000;

/** A provider's JSON answer; a provider that cannot be reached is 503, a refusal 401. */
async function askProvider(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }).catch(() => {
    throw new HttpError(503, 'the sign-in provider did not answer', 'PROVIDER_UNAVAILABLE');
  });
  if (answer.status >= 500) throw new HttpError(503, 'the sign-in provider failed', 'PROVIDER_UNAVAILABLE');
  if (!answer.ok) throw invalidToken();
  const body: unknown = await answer.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null) throw invalidToken();
  return body as Record<string, unknown>;
}

const audiencesOf = (claims: Record<string, unknown>) =>
  [claims.client_id, claims.azp, ...(Array.isArray(claims.aud) ? claims.aud : [claims.aud])].filter(
    (value): value is string => typeof value === 'string',
  );

/**
 * An OAuth access token: live and issued to our client (RFC 7662 introspection, where the provider
 * offers it), then the person it names (the provider's userinfo). A userinfo answer naming an
 * audience must name ours.
 */
async function verifyAccessToken(
  provider: SocialProvider,
  config: SocialProviderConfig,
  check: Extract<TokenCheck, { kind: 'access_token' }>,
  token: string,
): Promise<Identity> {
  let introspected: Record<string, unknown> | undefined;
  if (check.introspection) {
    const basic = Buffer.from(
      `${encodeURIComponent(config.audience)}:${encodeURIComponent(check.introspection.clientSecret)}`,
    ).toString('base64');
    introspected = await askProvider(check.introspection.url, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
    });
    const issuers = [config.issuer ?? []].flat();
    const live = introspected.active === true && Number(introspected.exp ?? Infinity) * 1000 > Date.now();
    const ours = audiencesOf(introspected).includes(config.audience);
    const issued =
      introspected.iss === undefined || issuers.length === 0 || issuers.includes(String(introspected.iss));
    if (!live || !ours || !issued) throw invalidToken();
  }
  const claims = await askProvider(check.userinfoUrl, { headers: { authorization: `Bearer ${token}` } });
  const named = audiencesOf(claims);
  if (named.length > 0 && !named.includes(config.audience)) throw invalidToken();
  const identity = identityOf(provider, claims);
  if (introspected?.sub !== undefined && introspected.sub !== identity.subject) throw invalidToken();
  return identity;
}

function verifyToken(provider: SocialProvider, config: SocialProviderConfig, token: string) {
  const check = config.token ?? { kind: 'id_token' };
  return check.kind === 'id_token'
    ? verifyIdToken(provider, config, token)
    : verifyAccessToken(provider, config, check, token);
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
  api.get(
    {
      path: '/api/crm/v1/login/providers',
      summary: 'The sign-in providers this brand configured, as the app opens them',
      response: signInProviders,
    },
    async () => signInProvidersOf(auth.social),
  );

  api.post(
    {
      path: '/api/crm/v1/login/:provider',
      summary:
        'Log in with an apple ID token (signature, issuer, audience, expiry) or a google or facebook access token (introspection, userinfo)',
      body: socialLoginBody,
      response: socialTokens,
    },
    async ({ body }, c) => {
      const provider = z.safeParse(socialProvider, c.req.param('provider'));
      if (!provider.success) throw notFound('provider');
      const config = auth.social[provider.data];
      if (!config)
        throw new HttpError(404, `${provider.data} login is not configured`, 'PROVIDER_NOT_CONFIGURED');
      const identity = await verifyToken(provider.data, config, body.token);
      const brandId = c.get('brand').id;
      return db.transaction(async (tx) => {
        const id = await socialUser(tx, brandId, provider.data, identity);
        const session = await issueSession(tx, auth, { id, brandId });
        return { ...session, is_to_complete_register: await isToCompleteRegister(tx, id) };
      });
    },
  );
}
