import { completeRegistrationBody, putMeBody, updateMeBody, user } from '../../contract/schemas/user.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { invalidCode, newPasswordHash, validCpf } from './account-rules.ts';
import { verifyPassword } from './passwords.ts';
import { saveProfileImage } from './profile-image.ts';
import { revokeUserTokens } from './refresh-tokens.ts';
import { loadUser, updateUser } from './user-queries.ts';
import { codeTarget, consumeCode } from './verification-codes.ts';

interface Current {
  email: string | null;
  phone_number: string | null;
  password_hash: string | null;
  can_update_email: boolean;
  accepted_terms: boolean;
}

async function current(db: Queryable, userId: string): Promise<Current> {
  const [row] = await db.query<Current>(
    `select email, phone_number, password_hash, can_update_email, accepted_terms_at is not null as accepted_terms
     from users where id = $1`,
    [userId],
  );
  if (!row) throw notFound('user');
  return row;
}

/** A new e-mail or phone number must come with the code sent to it and checked. */
async function spendContactCode(
  db: Queryable,
  brandId: string,
  to: { email: string } | { phone_number: string },
  code: string | undefined,
): Promise<void> {
  if (!code || !(await consumeCode(db, codeTarget(brandId, 'register', to), code, true))) throw invalidCode();
}

export function meRoutes(api: ApiRouter, db: Db): void {
  api.get(
    { path: '/api/crm/v1/users/me', summary: 'The logged-in user with their addresses', response: user },
    (_, c) => loadUser(db, c.get('userId')),
  );

  api.patch(
    {
      path: '/api/crm/v1/users/me',
      summary:
        'Update profile, e-mail or phone (each with its code) or password (with the current one, else 403)',
      body: updateMeBody,
      response: user,
    },
    async ({ body }, c) => {
      const userId = c.get('userId');
      const brandId = c.get('brand').id;
      const passwordHash = body.password === undefined ? undefined : await newPasswordHash(body.password);
      return db.transaction(async (tx) => {
        const me = await current(tx, userId);
        const newEmail = body.email !== undefined && body.email !== me.email ? body.email : undefined;
        if (newEmail) {
          if (!me.can_update_email) throw new HttpError(422, 'this e-mail cannot be changed', 'EMAIL_LOCKED');
          await spendContactCode(tx, brandId, { email: newEmail }, body.email_code);
        }
        const newPhone =
          body.phone_number !== undefined && body.phone_number !== me.phone_number
            ? body.phone_number
            : undefined;
        if (newPhone) await spendContactCode(tx, brandId, { phone_number: newPhone }, body.phone_code);
        if (passwordHash && me.password_hash) {
          if (!(await verifyPassword(body.current_password ?? '', me.password_hash))) {
            throw new HttpError(403, 'invalid_password', 'INVALID_PASSWORD');
          }
        }
        await updateUser(tx, userId, {
          name: body.name,
          birthday: body.birthday,
          accepted_notifications: body.accepted_notifications,
          email: newEmail,
          phone_number: newPhone,
          password_hash: passwordHash,
        });
        if (passwordHash) await revokeUserTokens(tx, userId);
        return loadUser(tx, userId);
      });
    },
  );

  api.put(
    {
      path: '/api/crm/v1/users/me',
      summary: 'Multipart: profile image, push token, payment terms acceptance',
      body: putMeBody,
      bodyType: 'multipart',
      response: user,
    },
    async ({ body }, c) => {
      const userId = c.get('userId');
      return db.transaction(async (tx) => {
        if (body.image) await saveProfileImage(tx, userId, body.image);
        await updateUser(tx, userId, {
          push_token: body.push_token === undefined ? undefined : body.push_token || null,
          // Pushes are written in the language of the app that subscribed.
          push_locale: body.push_token ? c.get('locale') : undefined,
          accepted_pg_terms_at:
            body.accepted_pg_terms === undefined ? undefined : body.accepted_pg_terms ? new Date() : null,
        });
        return loadUser(tx, userId);
      });
    },
  );

  api.patch(
    {
      path: '/api/crm/v1/users/complete-registration',
      summary: 'Finish a social or b2c account: phone number (with its code), CPF, name, birthday, terms',
      body: completeRegistrationBody,
      response: user,
    },
    async ({ body }, c) => {
      const userId = c.get('userId');
      const brandId = c.get('brand').id;
      const document = body.document === undefined ? undefined : validCpf(body.document);
      return db.transaction(async (tx) => {
        const me = await current(tx, userId);
        const newPhone =
          body.phone_number !== undefined && body.phone_number !== me.phone_number
            ? body.phone_number
            : undefined;
        if (newPhone) await spendContactCode(tx, brandId, { phone_number: newPhone }, body.phone_code);
        await updateUser(tx, userId, {
          phone_number: newPhone,
          document,
          name: body.name,
          birthday: body.birthday,
          accepted_terms_at: body.accepted_terms && !me.accepted_terms ? new Date() : undefined,
        });
        return loadUser(tx, userId);
      });
    },
  );
}
