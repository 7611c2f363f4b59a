import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { SocialProvider } from '../../contract/schemas/auth.ts';

export interface SocialProviderConfig {
  /** The provider's signing keys: `createRemoteJWKSet` in production, a local key set in tests. */
  keys: JWTVerifyGetKey;
  /** Our client id at the provider: ID tokens issued to another app are refused. */
  audience: string;
  issuer?: string | string[];
}

export interface AuthOptions {
  /** Access token lifetime in seconds; default `ACCESS_TOKEN_TTL` or 600, never more than 600. */
  accessTokenTtl?: number;
  /** HS256 key; default `JWT_SECRET`, else a random one kept in the database. */
  jwtSecret?: string;
  /** Default: the providers with a `*_CLIENT_ID` in the environment. */
  social?: Partial<Record<SocialProvider, SocialProviderConfig>>;
}

export interface AuthConfig {
  accessTokenTtl: number;
  jwtSecret: string | undefined;
  social: Partial<Record<SocialProvider, SocialProviderConfig>>;
}

const maxAccessTokenTtl = 600;

const providerDefaults = {
  google: {
    jwks: 'https://www.googleapis.com/oauth2/v3/certs',
    issuer: ['https://accounts.google.com', 'accounts.google.com'],
  },
  apple: { jwks: 'https://appleid.apple.com/auth/keys', issuer: 'https://appleid.apple.com' },
  facebook: {
    jwks: 'https://www.facebook.com/.well-known/oauth/openid/jwks/',
    issuer: 'https://www.facebook.com',
  },
} satisfies Record<SocialProvider, { jwks: string; issuer: string | string[] }>;

function socialFromEnv(env: NodeJS.ProcessEnv): AuthConfig['social'] {
  const social: AuthConfig['social'] = {};
  for (const [provider, defaults] of Object.entries(providerDefaults) as Array<
    [SocialProvider, (typeof providerDefaults)[SocialProvider]]
  >) {
    const prefix = provider.toUpperCase();
    const audience = env[`${prefix}_CLIENT_ID`];
    if (!audience) continue;
    const url = new URL(env[`${prefix}_JWKS_URL`] ?? defaults.jwks);
    social[provider] = { keys: createRemoteJWKSet(url), audience, issuer: defaults.issuer };
  }
  return social;
}

export function authConfig(options: AuthOptions = {}, env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const fromEnv = Number(env.ACCESS_TOKEN_TTL);
  const ttl =
    options.accessTokenTtl ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : maxAccessTokenTtl);
  return {
    accessTokenTtl: Math.min(ttl, maxAccessTokenTtl),
    jwtSecret: options.jwtSecret ?? env.JWT_SECRET,
    social: options.social ?? socialFromEnv(env),
  };
}
