import type { Locale } from '../../contract/locales.ts';
import { INVALID_SIGN_IN_CODE, SIGN_IN_CODE_REQUIRED } from '../../contract/schemas/auth.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { loginName } from './user-queries.ts';
import { type CodeTarget, consumeCode, sendCode } from './verification-codes.ts';

/**
 * For an account many clients failed to sign in to, after its right password: the code sent to the
 * e-mail or phone it was named by opens it; without one a code is sent (again only after 60 s: the
 * last one still holds) and the answer asks for it.
 */
export async function requireSignInCode(
  db: Queryable,
  login: { brandId: string; username: string; code?: string | undefined },
  sending: { locale: Locale; client: string },
): Promise<void> {
  const channel = login.username.includes('@') ? 'email' : 'sms';
  const target: CodeTarget = {
    brandId: login.brandId,
    purpose: 'sign-in',
    channel,
    target: loginName(login.username),
  };
  if (login.code !== undefined) {
    if (await consumeCode(db, target, login.code, false)) return;
    throw new HttpError(401, 'the code is wrong or no longer valid', INVALID_SIGN_IN_CODE);
  }
  await sendCode(db, target, sending).catch((error: unknown) => {
    if (!(error instanceof HttpError && error.code === 'RESEND_TOO_SOON')) throw error;
  });
  throw new HttpError(401, 'a code was sent to the account; sign in with it', SIGN_IN_CODE_REQUIRED, {
    channel,
  });
}
