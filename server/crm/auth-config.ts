import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { SignInProvider, SocialProvider } from '../../contract/schemas/auth.ts';

/** How the API checks what the app hands it: an ID token, or an OAuth access token (spec §7). */
export type TokenCheck =
  | { kind: 'id_token' }
  | {
      kind: 'access_token';
      /** The provider's OpenID userinfo endpoint: the person behind the token (sub, e-mail, name). */
      userinfoUrl: string;
      /** RFC 7662 token introspection, with our client's secret: the token is live and was issued to us. */
      introspection?: { url: string; clientSecret: string };
    };

export interface SocialProviderConfig {
  /** The provider's signing keys: `createRemoteJWKSet` in production, a local key set in tests. */
  keys: JWTVerifyGetKey;
  /** Our client id at the provider: tokens issued to another app are refused. */
  audience: string;
  issuer?: string | string[];
  /** Default: an ID token. */
  token?: TokenCheck;
  /** What the app needs to open the provider's sign-in (none: the API takes tokens, the app offers no button). */
  authorize?: { url: string; responseType: string; scope: string };
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

interface ProviderDefaults {
  issuer: string;
  authorizeUrl: string;
  jwks: string;
  responseType: string;
  scope: string;
  token: 'id_token' | 'access_token';
  userinfo?: string;
}

/** The real providers' endpoints: a brand sets only its client ids (docs/social-sign-in.md). */
const providerDefaults = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    jwks: 'https://www.googleapis.com/oauth2/v3/certs',
    responseType: 'token',
    scope: 'openid email profile',
    token: 'access_token',
    userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  apple: {
    issuer: 'https://appleid.apple.com',
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    jwks: 'https://appleid.apple.com/auth/keys',
    responseType: 'code id_token',
    scope: '',
    token: 'id_token',
  },
  facebook: {
    issuer: 'https://www.facebook.com',
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    jwks: 'https://www.facebook.com/.well-known/oauth/openid/jwks/',
    responseType: 'token',
    scope: 'email public_profile',
    token: 'access_token',
    userinfo: 'https://graph.facebook.com/me?fields=id,name,email',
  },
} satisfies Record<SocialProvider, ProviderDefaults>;

/**
 * A provider is on with its `*_CLIENT_ID`; `*_ISSUER`, `*_AUTHORIZE_URL`, `*_JWKS_URL`,
 * `*_USERINFO_URL`, `*_RESPONSE_TYPE`, `*_SCOPE`, `*_TOKEN` (`id_token` or `access_token`) and
 * `*_INTROSPECTION_URL` with `*_CLIENT_SECRET` replace the real provider's values.
 */
function socialFromEnv(env: NodeJS.ProcessEnv): AuthConfig['social'] {
  const social: AuthConfig['social'] = {};
  for (const [provider, defaults] of Object.entries(providerDefaults) as Array<
    [SocialProvider, ProviderDefaults]
  >) {
    const setting = (name: string) => env[`${provider.toUpperCase()}_${name}`] || undefined;
    const audience = setting('CLIENT_ID');
    if (!audience) continue;
    const kind =
      setting('TOKEN') === 'id_token' || setting('TOKEN') === 'access_token'
        ? setting('TOKEN')
        : defaults.token;
    const introspectionUrl = setting('INTROSPECTION_URL');
    const clientSecret = setting('CLIENT_SECRET');
    const userinfoUrl = setting('USERINFO_URL') ?? defaults.userinfo;
    if (kind === 'access_token' && userinfoUrl === undefined)
      throw new Error(`${provider}: an access token needs ${provider.toUpperCase()}_USERINFO_URL`);
    social[provider] = {
      keys: createRemoteJWKSet(new URL(setting('JWKS_URL') ?? defaults.jwks)),
      audience,
      issuer: setting('ISSUER') ?? defaults.issuer,
      token:
        kind === 'access_token'
          ? {
              kind,
              userinfoUrl: userinfoUrl as string,
              ...(introspectionUrl && clientSecret
                ? { introspection: { url: introspectionUrl, clientSecret } }
                : {}),
            }
          : { kind: 'id_token' },
      authorize: {
        url: setting('AUTHORIZE_URL') ?? defaults.authorizeUrl,
        responseType: setting('RESPONSE_TYPE') ?? defaults.responseType,
        scope: setting('SCOPE') ?? defaults.scope,
      },
    };
  }
  return social;
}

/** What the app needs of each configured provider to open its sign-in (`GET …/login/providers`, the page). */
export function signInProvidersOf(social: AuthConfig['social']): SignInProvider[] {
  return (Object.entries(social) as Array<[SocialProvider, SocialProviderConfig]>).flatMap(
    ([provider, config]) =>
      config.authorize
        ? [
            {
              provider,
              client_id: config.audience,
              authorize_url: config.authorize.url,
              response_type: config.authorize.responseType,
              scope: config.authorize.scope,
              token: config.token?.kind ?? 'id_token',
            },
          ]
        : [],
  );
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
