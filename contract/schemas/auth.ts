import * as z from 'zod/mini';
import { PHONE_NUMBER } from '../phone-number.ts';
import { address } from './address.ts';
import { built } from './built.ts';
import { maxLength, requiredLine, secret } from './limits.ts';

/**
 * Form-encoded. `username` is an e-mail or a full phone number (+5511987654321); `code` the one a
 * `SIGN_IN_CODE_REQUIRED` answer sent to it.
 */
export const loginBody = z.lazy(() =>
  z.object({
    username: requiredLine(maxLength.email),
    password: secret(maxLength.password),
    code: z.optional(requiredLine(maxLength.code)),
  }),
);
export type LoginBody = z.infer<typeof loginBody>;

/**
 * Login refusals: 401 INVALID_CREDENTIALS; 429 TOO_MANY_ATTEMPTS with `Retry-After` (too many failures
 * from this client); 401 SIGN_IN_CODE_REQUIRED with `channel` (`email` or `sms`) when the account's
 * failures from every client passed its ceiling: the right password was given, and a code went to
 * that e-mail or phone to send with it; 401 INVALID_SIGN_IN_CODE when that code is wrong or spent.
 */
export const SIGN_IN_CODE_REQUIRED = 'SIGN_IN_CODE_REQUIRED';
export const INVALID_SIGN_IN_CODE = 'INVALID_SIGN_IN_CODE';

export const tokens = z.lazy(() =>
  z.object({
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.optional(z.string()),
  }),
);
export type Tokens = z.infer<typeof tokens>;

/** Refresh tokens are 43 characters (32 random bytes, base64url). */
const refreshToken = z.lazy(() => requiredLine(maxLength.short));
export const refreshBody = z.lazy(() => z.object({ refresh_token: refreshToken }));
/** Ends the session of this refresh token (its whole family) on the server. */
export const logoutBody = z.lazy(() => z.object({ refresh_token: z.optional(refreshToken) }));
export type LogoutBody = z.input<typeof logoutBody>;
export const refreshedTokens = z.lazy(() =>
  z.object({ access_token: z.string(), refresh_token: z.string() }),
);
export type RefreshedTokens = z.infer<typeof refreshedTokens>;

export const socialProvider = z.enum(['google', 'apple', 'facebook']);
export type SocialProvider = z.infer<typeof socialProvider>;
export const socialLoginBody = z.lazy(() => z.object({ token: requiredLine(maxLength.idToken) }));
/** `is_to_complete_register`: the account still lacks a phone number or a document. */
export const socialTokens = z.lazy(() => z.extend(built(tokens), { is_to_complete_register: z.boolean() }));
export type SocialTokens = z.infer<typeof socialTokens>;

/**
 * A sign-in provider as the brand configured it (docs/social-sign-in.md): where its authorization page
 * is, our client id there, what to ask for, and which of its tokens the app hands to the API — an ID
 * token (apple), else an OAuth access token (spec §7).
 */
export const signInProvider = z.lazy(() =>
  z.object({
    provider: socialProvider,
    client_id: z.string(),
    authorize_url: z.string(),
    response_type: z.string(),
    scope: z.string(),
    token: z.enum(['id_token', 'access_token']),
  }),
);
export type SignInProvider = z.infer<typeof signInProvider>;
export const signInProviders = z.lazy(() => z.array(built(signInProvider)));

export const b2cLogin = z.lazy(() => z.object({ session_id: z.string(), approval_url: z.string() }));
export type B2cLogin = z.infer<typeof b2cLogin>;

export const b2cPending = z.lazy(() => z.object({ status: z.literal('pending') }));
export const b2cApproved = z.lazy(() =>
  z.object({
    status: z.literal('approved'),
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.string(),
    postal_code: z.nullable(z.string()),
    user_id: z.string(),
    address: z.nullable(address),
    moengage_unique_id: z.string(),
  }),
);
/** Approved is answered once: the session is spent after handing out its tokens. */
export const b2cPolling = z.lazy(() => z.discriminatedUnion('status', [b2cPending, b2cApproved]));
export type B2cPolling = z.infer<typeof b2cPolling>;

export const b2cProfile = z.lazy(() =>
  z.object({
    user_id: z.string(),
    unique_user_id: z.string(),
    name: z.string(),
    email: z.nullable(z.string()),
    phone_number: z.nullable(z.string()),
    document: z.nullable(z.string()),
    is_to_complete_register: z.boolean(),
  }),
);
export type B2cProfile = z.infer<typeof b2cProfile>;

export const isValid = z.lazy(() => z.object({ is_valid: z.boolean() }));
export type IsValid = z.infer<typeof isValid>;

export const ok = z.lazy(() => z.object({ ok: z.literal(true) }));

/** At least 8 characters with letters and digits; the API answers 422 WEAK_PASSWORD otherwise. */
export const strongPassword = z.lazy(() =>
  z
    .string()
    .check(
      z.minLength(8, 'at least 8 characters'),
      z.regex(/\p{L}/u, 'needs a letter'),
      z.regex(/\d/, 'needs a digit'),
    ),
);

export const email = z.lazy(() =>
  z.string().check(z.trim(), z.maxLength(maxLength.email), z.toLowerCase(), z.email()),
);
/** The full number: country dial code and number, e.g. +5511987654321. */
export const phoneNumber = z.lazy(() =>
  z.string().check(z.trim(), z.regex(PHONE_NUMBER, 'a full phone number like +5511987654321')),
);

/** The 6 digits sent by e-mail or SMS. */
export const verificationCode = z.lazy(() => requiredLine(maxLength.code));

const exactlyOneTarget = z.refine<{ email?: string; phone_number?: string }>(
  (body) => (body.email === undefined) !== (body.phone_number === undefined),
  { message: 'send email or phone_number' },
);

export const recoveryEmailBody = z.lazy(() => z.object({ email }));
export const recoveryPhoneBody = z.lazy(() => z.object({ phone_number: phoneNumber }));
export const recoveryCodeBody = z.lazy(() =>
  z
    .object({ email: z.optional(email), phone_number: z.optional(phoneNumber), code: verificationCode })
    .check(exactlyOneTarget),
);
export type RecoveryCodeBody = z.input<typeof recoveryCodeBody>;
export const resetPasswordBody = z.lazy(() =>
  z
    .object({
      email: z.optional(email),
      phone_number: z.optional(phoneNumber),
      code: verificationCode,
      password: secret(maxLength.password),
    })
    .check(exactlyOneTarget),
);
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
