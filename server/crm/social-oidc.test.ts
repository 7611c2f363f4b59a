import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInProviders, socialTokens } from '../../contract/schemas/auth.ts';
import { user } from '../../contract/schemas/user.ts';
import { bearer, expectStatus, send } from '../test-support/accounts.ts';
import {
  ANOTHER_APP,
  type Issuer,
  issuerClients,
  issuerEnvironment,
  signInAtIssuer,
  startIssuer,
} from '../test-support/oidc-issuer.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';
import { authConfig } from './auth-config.ts';

const redirectUri = 'http://localhost:4999/sign-in-callback.html';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, 'localhost', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let issuer: Issuer;
let t: TestApp;

beforeAll(async () => {
  issuer = await startIssuer({ port: await freePort(), redirectUris: [redirectUri] });
  t = await openTestApp({ auth: { social: authConfig({}, issuerEnvironment(issuer.url)).social } });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

const tokensFor = (clientId: string, responseType: string, login: string) =>
  signInAtIssuer(issuer.url, { clientId, responseType, login, redirectUri });

describe('social sign-in against an OpenID provider', () => {
  it('lists the providers as the app opens them, from configuration', async () => {
    const listed = await t.getParsed(signInProviders, '/api/crm/v1/login/providers');
    expect(listed.map((provider) => [provider.provider, provider.token])).toEqual([
      ['google', 'access_token'],
      ['apple', 'id_token'],
      ['facebook', 'access_token'],
    ]);
    expect(listed[0]).toMatchObject({ client_id: 'brasa-google', authorize_url: `${issuer.url}/auth` });
  });

  it("apple: the ID token's signature, issuer, audience and expiry are checked; a new account is made", async () => {
    const answer = await tokensFor(
      issuerClients.apple.id,
      issuerClients.apple.responseType,
      'bia@example.com',
    );
    const idToken = answer.get('id_token') ?? '';
    const tokens = socialTokens.parse(
      await expectStatus(await send(t, '/api/crm/v1/login/apple', { token: idToken }), 200),
    );
    expect(tokens.is_to_complete_register).toBe(true);
    const me = await t.getParsed(user, '/api/crm/v1/users/me', bearer(tokens.access_token));
    expect(me).toMatchObject({ email: 'bia@example.com', name: 'Bia' });

    const tampered = `${idToken.slice(0, -4)}AAAA`;
    await expectStatus(await send(t, '/api/crm/v1/login/apple', { token: tampered }), 401);
    const other = await tokensFor(ANOTHER_APP, 'id_token token', 'bia@example.com');
    await expectStatus(await send(t, '/api/crm/v1/login/apple', { token: other.get('id_token') ?? '' }), 401);
  });

  it.each(['google', 'facebook'] as const)(
    '%s: the access token is introspected (live, issued to us) and its person read at userinfo',
    async (provider) => {
      const { id, responseType } = issuerClients[provider];
      const answer = await tokensFor(id, responseType, `caio.${provider}@example.com`);
      const accessToken = answer.get('access_token') ?? '';
      const tokens = socialTokens.parse(
        await expectStatus(await send(t, `/api/crm/v1/login/${provider}`, { token: accessToken }), 200),
      );
      const me = await t.getParsed(user, '/api/crm/v1/users/me', bearer(tokens.access_token));
      expect(me.email).toBe(`caio.${provider}@example.com`);

      // Another app's token for the same person, an ID token, a made-up token: refused.
      const other = await tokensFor(ANOTHER_APP, 'id_token token', `caio.${provider}@example.com`);
      for (const token of [other.get('access_token') ?? '', answer.get('id_token') ?? '', 'not-a-token'])
        expect(
          await expectStatus(await send(t, `/api/crm/v1/login/${provider}`, { token }), 401),
        ).toMatchObject({
          code: 'INVALID_TOKEN',
        });
    },
  );
});
