import {
  loginBody,
  logoutBody,
  ok,
  refreshBody,
  refreshedTokens,
  tokens,
} from '../../contract/schemas/auth.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError } from '../http/http-error.ts';
import { type Auth, issueSession } from './auth.ts';
import { throttleLogin } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { reuseGraceSeconds, revokeFamily, revokeFamilyOf, rotateRefreshToken } from './refresh-tokens.ts';
import { bearerOf, unauthorized } from './require-user.ts';
import { requireSignInCode } from './sign-in-code.ts';
import { findByLogin, loginName } from './user-queries.ts';

export function loginRoutes(api: ApiRouter, db: Db, auth: Auth): void {
  api.post(
    {
      path: '/api/crm/v1/login',
      summary:
        'Log in with an e-mail or full phone number and a password (form-encoded); a client failing repeatedly is slowed down, then 429; an account failed from many clients also needs a code it is sent (401 SIGN_IN_CODE_REQUIRED)',
      body: loginBody,
      bodyType: 'form',
      response: tokens,
    },
    async ({ body }, c) => {
      const brandId = c.get('brand').id;
      const attempt = await throttleLogin(db, {
        brandId,
        username: loginName(body.username),
        client: c.get('client'),
      });
      const user = await findByLogin(db, brandId, body.username);
      const valid = await verifyPassword(body.password, user?.password_hash);
      if (!user || !valid) throw new HttpError(401, 'invalid_credentials', 'INVALID_CREDENTIALS');
      if (attempt.needsCode) {
        await requireSignInCode(
          db,
          { brandId, username: body.username, code: body.code },
          { locale: c.get('locale'), client: c.get('client') },
        );
      }
      await attempt.succeeded(attempt.needsCode);
      return issueSession(db, auth, { id: user.id, brandId });
    },
  );

  api.post(
    {
      path: '/api/crm/v1/login/refresh',
      summary: `Trade a refresh token for new tokens; the old one is spent: within ${reuseGraceSeconds} s it answers the same new pair, later its reuse revokes the session`,
      body: refreshBody,
      response: refreshedTokens,
    },
    async ({ body }, c) => {
      const brandId = c.get('brand').id;
      const rotated = await rotateRefreshToken(db, body.refresh_token, brandId, (userId, familyId) =>
        auth.tokens.sign(userId, brandId, familyId),
      );
      if (!rotated) throw unauthorized();
      return rotated;
    },
  );

  api.post(
    {
      path: '/api/crm/v1/logout',
      summary:
        'End the session of this refresh token and/or bearer access token: its refresh tokens and access tokens stop working',
      body: logoutBody,
      response: ok,
    },
    async ({ body }, c) => {
      const brandId = c.get('brand').id;
      // An expired or revoked access token ends nothing more: the refresh token still names the session.
      const bearer = await bearerOf(c, db, auth).catch((error: unknown) => {
        if (error instanceof HttpError) return undefined;
        throw error;
      });
      if (bearer) await revokeFamily(db, bearer.familyId);
      if (body.refresh_token) await revokeFamilyOf(db, body.refresh_token, brandId);
      return { ok: true as const };
    },
  );
}
