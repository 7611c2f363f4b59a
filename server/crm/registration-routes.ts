import { cpfDigits, isValidCpf } from '../../contract/cpf.ts';
import { isValid, tokens } from '../../contract/schemas/auth.ts';
import {
  checkCpfBody,
  checkEmailBody,
  checkPhoneBody,
  emailCodeBody,
  phoneCodeBody,
  registerBody,
} from '../../contract/schemas/user.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError } from '../http/http-error.ts';
import { limits } from '../http/limits.ts';
import { limitHits } from '../http/rate-limit.ts';
import { invalidCode, newPasswordHash, validCpf } from './account-rules.ts';
import { type Auth, issueSession } from './auth.ts';
import { userIdBy, withUserConflicts } from './user-queries.ts';
import { codeTarget, consumeCode, sendCode, verifyCode } from './verification-codes.ts';

const registering = (brandId: string, to: { email?: string; phone_number?: string }) =>
  codeTarget(brandId, 'register', to);

/** Every existence check counts against the client before anything is looked up: the answers tell alike. */
const countCheck = (db: Db, client: string) =>
  limitHits(db, 'existence-client', client, {
    windowSeconds: limits.existenceChecks.windowSeconds,
    limit: limits.existenceChecks.perClient,
  });

export function registrationRoutes(api: ApiRouter, db: Db, auth: Auth): void {
  api.post(
    {
      path: '/api/crm/v1/users/check-email',
      summary:
        'Is the e-mail free? If so, e-mails it a 6-digit code (429 within 60 s of the last one); checks are limited per client',
      body: checkEmailBody,
      response: isValid,
    },
    async ({ body }, c) => {
      const brandId = c.get('brand').id;
      await countCheck(db, c.get('client'));
      if (await userIdBy(db, brandId, 'email', body.email)) return { is_valid: false };
      await sendCode(db, registering(brandId, body), { locale: c.get('locale'), client: c.get('client') });
      return { is_valid: true };
    },
  );

  api.post(
    {
      path: '/api/crm/v1/users/check-phone',
      summary:
        'Is the phone number free? If so, texts it a 6-digit code (429 within 60 s of the last one); checks are limited per client',
      body: checkPhoneBody,
      response: isValid,
    },
    async ({ body }, c) => {
      const brandId = c.get('brand').id;
      await countCheck(db, c.get('client'));
      if (await userIdBy(db, brandId, 'phone_number', body.phone_number)) return { is_valid: false };
      await sendCode(db, registering(brandId, body), { locale: c.get('locale'), client: c.get('client') });
      return { is_valid: true };
    },
  );

  api.post(
    {
      path: '/api/crm/v1/users/check-cpf',
      summary: 'Is the CPF valid (check digits) and free? Checks are limited per client',
      body: checkCpfBody,
      response: isValid,
    },
    async ({ body }, c) => {
      await countCheck(db, c.get('client'));
      const digits = cpfDigits(body.cpf);
      if (!isValidCpf(digits)) return { is_valid: false };
      return { is_valid: !(await userIdBy(db, c.get('brand').id, 'document', digits)) };
    },
  );

  api.post(
    {
      path: '/api/crm/v1/users/check-email-code',
      summary: 'Check the e-mail code (5 misses spend it)',
      body: emailCodeBody,
      response: isValid,
    },
    async ({ body }, c) => ({
      is_valid: await verifyCode(db, registering(c.get('brand').id, body), body.code),
    }),
  );

  api.post(
    {
      path: '/api/crm/v1/users/check-phone-code',
      summary: 'Check the SMS code (5 misses spend it)',
      body: phoneCodeBody,
      response: isValid,
    },
    async ({ body }, c) => ({
      is_valid: await verifyCode(db, registering(c.get('brand').id, body), body.code),
    }),
  );

  api.post(
    {
      path: '/api/crm/v1/users',
      summary: 'Register with checked e-mail and SMS codes; answers tokens (logged in)',
      body: registerBody,
      response: tokens,
      status: 201,
    },
    async ({ body }, c) => {
      if (!body.accepted_terms) throw new HttpError(422, 'the terms must be accepted', 'TERMS_NOT_ACCEPTED');
      const document = validCpf(body.document);
      const passwordHash = await newPasswordHash(body.password);
      const brandId = c.get('brand').id;
      return db.transaction(async (tx) => {
        const [user] = await withUserConflicts(() =>
          tx.query<{ id: string }>(
            `insert into users (brand_id, email, phone_number, document, name, birthday, password_hash,
               accepted_terms_at, accepted_notifications)
             values ($1, $2, $3, $4, $5, $6, $7, now(), $8) returning id`,
            [
              brandId,
              body.email,
              body.phone_number,
              document,
              body.name,
              body.birthday,
              passwordHash,
              body.accepted_notifications,
            ],
          ),
        );
        if (!user) throw new Error('user insert returned nothing');
        const codesOk =
          (await consumeCode(tx, registering(brandId, body), body.email_code, true)) &&
          (await consumeCode(
            tx,
            registering(brandId, { phone_number: body.phone_number }),
            body.phone_code,
            true,
          ));
        if (!codesOk) throw invalidCode();
        return issueSession(tx, auth, { id: user.id, brandId });
      });
    },
  );
}
