import {
  isValid,
  ok,
  recoveryCodeBody,
  recoveryEmailBody,
  recoveryPhoneBody,
  resetPasswordBody,
} from '../../contract/schemas/auth.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { invalidCode, newPasswordHash } from './account-rules.ts';
import { revokeUserTokens } from './refresh-tokens.ts';
import { userIdBy } from './user-queries.ts';
import { codeTarget, consumeCode, sendCode, verifyCode } from './verification-codes.ts';

type Contact = { email?: string; phone_number?: string };

const accountOf = (db: Queryable, brandId: string, to: Contact) =>
  to.email !== undefined
    ? userIdBy(db, brandId, 'email', to.email)
    : userIdBy(db, brandId, 'phone_number', to.phone_number ?? '');

export function passwordRoutes(api: ApiRouter, db: Db): void {
  const checkContact = (
    path: string,
    summary: string,
    body: typeof recoveryEmailBody | typeof recoveryPhoneBody,
  ) =>
    api.post({ path, summary, body, response: isValid }, async ({ body: to }, c) => {
      const brandId = c.get('brand').id;
      await sendCode(db, codeTarget(brandId, 'recovery', to), {
        locale: c.get('locale'),
        client: c.get('client'),
        deliver: Boolean(await accountOf(db, brandId, to)),
      });
      return { is_valid: true };
    });

  checkContact(
    '/api/crm/v1/passwords/check-email',
    'Recovery: e-mails a code when an account has this e-mail; the answer is the same either way',
    recoveryEmailBody,
  );
  checkContact(
    '/api/crm/v1/passwords/check-phone',
    'Recovery: texts a code when an account has this phone number; the answer is the same either way',
    recoveryPhoneBody,
  );

  api.post(
    {
      path: '/api/crm/v1/passwords/check-code',
      summary: 'Recovery: check the code sent to the e-mail or phone number',
      body: recoveryCodeBody,
      response: isValid,
    },
    async ({ body }, c) => ({
      is_valid: await verifyCode(db, codeTarget(c.get('brand').id, 'recovery', body), body.code),
    }),
  );

  api.post(
    {
      path: '/api/crm/v1/passwords/reset',
      summary: 'Recovery: set a new password with the code; every session of the account ends',
      body: resetPasswordBody,
      response: ok,
    },
    async ({ body }, c) => {
      const passwordHash = await newPasswordHash(body.password);
      const brandId = c.get('brand').id;
      return db.transaction(async (tx) => {
        const userId = await accountOf(tx, brandId, body);
        const spent = await consumeCode(tx, codeTarget(brandId, 'recovery', body), body.code, false);
        if (!userId || !spent) throw invalidCode();
        await tx.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
        await revokeUserTokens(tx, userId);
        return { ok: true as const };
      });
    },
  );
}
