import * as z from 'zod/mini';
import { address } from './address.ts';
import { email, phoneNumber, verificationCode } from './auth.ts';
import { line, maxLength, requiredLine, secret } from './limits.ts';

const name = z.lazy(() => requiredLine(maxLength.name));
const isoDate = z.lazy(() => z.iso.date());
/** CPF digits, punctuation allowed. */
const cpf = z.lazy(() => line(maxLength.document));
const password = z.lazy(() => secret(maxLength.password));

export const user = z.lazy(() =>
  z.object({
    id: z.string(),
    /** CPF, 11 digits. */
    document: z.nullable(z.string()),
    name: z.string(),
    email: z.nullable(z.string()),
    /** YYYY-MM-DD. */
    birthday: z.nullable(z.string()),
    phone_number: z.nullable(z.string()),
    accepted_terms_at: z.nullable(z.string()),
    accepted_pg_terms_at: z.nullable(z.string()),
    accepted_notifications: z.boolean(),
    last_access_at: z.nullable(z.string()),
    can_update_email: z.boolean(),
    /** The URL of the profile picture (`/api/media/profile-images/{id}`), null without one. */
    image: z.nullable(z.string()),
    password_set: z.boolean(),
    /** Main first. */
    address: z.array(address),
    push_token: z.nullable(z.string()),
  }),
);
export type User = z.infer<typeof user>;

/** `feature` is accepted for the client's bookkeeping and does not change the answer. */
const feature = z.lazy(() => z.optional(line(maxLength.short)));
export const checkEmailBody = z.lazy(() => z.object({ email, feature }));
export const checkPhoneBody = z.lazy(() => z.object({ phone_number: phoneNumber, feature }));
/** Digits, punctuation allowed. */
export const checkCpfBody = z.lazy(() => z.object({ cpf }));
export const emailCodeBody = z.lazy(() => z.object({ email, code: verificationCode }));
export const phoneCodeBody = z.lazy(() => z.object({ phone_number: phoneNumber, code: verificationCode }));

/** Both codes must have been checked (check-email-code, check-phone-code) before. */
export const registerBody = z.lazy(() =>
  z.object({
    email,
    phone_number: phoneNumber,
    name,
    birthday: isoDate,
    document: cpf,
    password,
    accepted_terms: z.boolean(),
    accepted_notifications: z._default(z.boolean(), false),
    email_code: verificationCode,
    phone_code: verificationCode,
  }),
);
export type RegisterBody = z.input<typeof registerBody>;

/** For social and b2c accounts. A new phone number needs its checked `phone_code`. */
export const completeRegistrationBody = z.lazy(() =>
  z.object({
    phone_number: z.optional(phoneNumber),
    phone_code: z.optional(verificationCode),
    document: z.optional(cpf),
    name: z.optional(name),
    birthday: z.optional(isoDate),
    accepted_terms: z.optional(z.boolean()),
  }),
);
export type CompleteRegistrationBody = z.input<typeof completeRegistrationBody>;

/**
 * A new e-mail needs its checked `email_code`, a new phone number its checked `phone_code`; a new
 * password needs `current_password` when one is set (403 when wrong).
 */
export const updateMeBody = z.lazy(() =>
  z.object({
    name: z.optional(name),
    birthday: z.optional(isoDate),
    accepted_notifications: z.optional(z.boolean()),
    email: z.optional(email),
    email_code: z.optional(verificationCode),
    phone_number: z.optional(phoneNumber),
    phone_code: z.optional(verificationCode),
    password: z.optional(password),
    current_password: z.optional(password),
  }),
);
export type UpdateMeBody = z.input<typeof updateMeBody>;

/** Multipart. The image is at most 1 MB and must really be the picture format its type says. */
export const putMeBody = z.lazy(() =>
  z.object({
    image: z.optional(z.file().check(z.mime(['image/png', 'image/jpeg', 'image/webp', 'image/gif']))),
    push_token: z.optional(line(maxLength.pushToken)),
    accepted_pg_terms: z.optional(z.stringbool()),
  }),
);
