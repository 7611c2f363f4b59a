import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type ClientMetadata, type ResponseType } from 'oidc-provider';
import type { SocialProvider } from '../../contract/schemas/auth.ts';

/**
 * A standards-compliant OpenID provider (`oidc-provider`) standing in for Google, Apple and Facebook in
 * the tests: one client per provider, each as that provider works — Apple answers an ID token, Google
 * and Facebook an access token the API checks by introspection and userinfo. Its sign-in page takes any
 * login (an e-mail) and password; its consent page says Continue, or Cancel (`access_denied`).
 */
export const issuerClients = {
  google: { id: 'brasa-google', responseType: 'id_token token', token: 'access_token' },
  apple: { id: 'brasa-apple', responseType: 'code id_token', token: 'id_token' },
  facebook: { id: 'brasa-facebook', responseType: 'id_token token', token: 'access_token' },
} as const satisfies Record<SocialProvider, { id: string; responseType: string; token: string }>;

/** A client of the same issuer that is not ours: its tokens must be refused. */
export const ANOTHER_APP = 'another-app';
export const clientSecretOf = (clientId: string) => `secret-of-${clientId}`;

export interface Issuer {
  url: string;
  close(): Promise<void>;
}

/** The person a login names (the sign-in page's account id is the login): the e-mail, a name from it. */
function accountOf(login: string) {
  const email = login.includes('@') ? login.toLowerCase() : `${login.toLowerCase()}@example.com`;
  const local = email.split('@')[0] ?? '';
  const name = local
    .split(/[._-]/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join(' ');
  return { sub: login, email, email_verified: true, name };
}

const client = (id: string, responseType: ResponseType, redirectUris: string[]): ClientMetadata => ({
  client_id: id,
  client_secret: clientSecretOf(id),
  // A native application may come back to http://localhost (the suite's servers); a web one may not.
  application_type: 'native',
  redirect_uris: redirectUris,
  response_types: [responseType],
  grant_types: responseType.includes('code') ? ['authorization_code', 'implicit'] : ['implicit'],
  token_endpoint_auth_method: 'client_secret_basic',
});

/** Starts the issuer at `http://localhost:{port}`, sending people back to `redirectUris` only. */
export async function startIssuer({ port, redirectUris }: { port: number; redirectUris: string[] }) {
  const url = `http://localhost:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signing = { ...(await exportJWK(privateKey)), kid: 'issuer-key', alg: 'RS256', use: 'sig' };
  const provider = new Provider(url, {
    clients: [
      ...Object.values(issuerClients).map(({ id, responseType }) => client(id, responseType, redirectUris)),
      client(ANOTHER_APP, 'id_token token', redirectUris),
    ],
    jwks: { keys: [signing] },
    cookies: { keys: ['oidc-issuer-of-the-tests'] },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Apple's ID token carries the e-mail even with an access token beside it.
    conformIdTokenClaims: false,
    responseTypes: ['code', 'id_token token', 'code id_token'],
    pkce: { required: () => false },
    ttl: { AccessToken: 3600, IdToken: 3600, Grant: 3600, Interaction: 600, Session: 3600 },
    features: {
      devInteractions: { enabled: true },
      // Our API introspects with its client's secret: any client of this issuer may ask.
      introspection: { enabled: true, allowedPolicy: () => true },
    },
    findAccount: (_, login) => ({ accountId: login, claims: () => accountOf(login) }),
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies Issuer;
}

/** What the API's environment says to use the issuer for every provider (server/crm/auth-config.ts). */
export function issuerEnvironment(url: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [provider, { id, responseType, token }] of Object.entries(issuerClients)) {
    const prefix = provider.toUpperCase();
    Object.assign(env, {
      [`${prefix}_CLIENT_ID`]: id,
      [`${prefix}_CLIENT_SECRET`]: clientSecretOf(id),
      [`${prefix}_ISSUER`]: url,
      [`${prefix}_AUTHORIZE_URL`]: `${url}/auth`,
      [`${prefix}_JWKS_URL`]: `${url}/jwks`,
      [`${prefix}_USERINFO_URL`]: `${url}/me`,
      [`${prefix}_INTROSPECTION_URL`]: `${url}/token/introspection`,
      [`${prefix}_RESPONSE_TYPE`]: responseType,
      [`${prefix}_SCOPE`]: 'openid email profile',
      [`${prefix}_TOKEN`]: token,
    });
  }
  return env;
}

/**
 * Signs `login` in at the issuer as a browser would, over HTTP (its sign-in and consent pages), and
 * answers what it sends back to `redirectUri`: the fragment's tokens (or `error`).
 */
export async function signInAtIssuer(
  issuer: string,
  {
    clientId,
    responseType,
    login,
    redirectUri,
  }: { clientId: string; responseType: string; login: string; redirectUri: string },
): Promise<URLSearchParams> {
  const jar = new Map<string, string>();
  async function go(href: string, init: RequestInit = {}) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await fetch(href, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const set of answer.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  }
  const authorize = new URL('/auth', issuer);
  for (const [name, value] of Object.entries({
    client_id: clientId,
    response_type: responseType,
    redirect_uri: redirectUri,
    response_mode: 'fragment',
    scope: 'openid email profile',
    state: 'state-1',
    nonce: 'nonce-1',
  }))
    authorize.searchParams.set(name, value);
  let answer = await go(authorize.href);
  for (let step = 0; step < 12; step += 1) {
    const location = answer.headers.get('location');
    if (location === null) throw new Error(`the issuer stopped at ${answer.status}: ${await answer.text()}`);
    const next = new URL(location, issuer);
    if (next.href.startsWith(redirectUri)) return new URLSearchParams(next.hash.slice(1));
    if (!next.pathname.startsWith('/interaction/')) {
      answer = await go(next.href);
      continue;
    }
    const prompt = (await (await go(next.href)).text()).includes('value="login"') ? 'login' : 'consent';
    answer = await go(next.href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt }),
    });
  }
  throw new Error('the issuer never sent the person back');
}
