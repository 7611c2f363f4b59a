import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../contract/locales.ts';
import { businessNow } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { writeOutbox } from '../dev/outbox.ts';
import { HttpError } from '../http/http-error.ts';
import { limits } from '../http/limits.ts';
import { countHit, type RateBucket, takeBackHit, tooManyAttempts } from '../http/rate-limit.ts';

export interface CodeTarget {
  brandId: string;
  channel: 'email' | 'sms';
  /** Lower-cased e-mail or E.164 phone number. */
  target: string;
  purpose: 'register' | 'recovery' | 'sign-in';
}

const resendSeconds = 60;
const lifetimeMinutes = 10;
/** A verified code waits this long for the registration it belongs to (the wizard has more steps). */
const verifiedLifetimeMinutes = 30;
const maxFailedAttempts = 5;

const digest = (target: string, code: string) => createHash('sha256').update(`${target}:${code}`).digest();
/** The row of a target: `$1`…`$4` are `keyParams`. */
const byKey = 'brand_id = $1 and channel = $2 and target = $3 and purpose = $4';
const keyParams = (t: CodeTarget) => [t.brandId, t.channel, t.target, t.purpose];

const messages = {
  'pt-BR': {
    register: 'Seu código de verificação',
    recovery: 'Seu código para redefinir a senha',
    'sign-in': 'Seu código para entrar',
    body: (code: string) => `Use o código ${code}. Ele vale por ${lifetimeMinutes} minutos.`,
  },
  'en-US': {
    register: 'Your verification code',
    recovery: 'Your password reset code',
    'sign-in': 'Your sign-in code',
    body: (code: string) => `Use the code ${code}. It is valid for ${lifetimeMinutes} minutes.`,
  },
};

export interface SendOptions {
  locale: Locale;
  /** The caller's address: codes sent per client are limited too. */
  client: string;
  /**
   * False when the target has no account to recover: the request is answered and limited exactly
   * like a real one, so the answers do not tell which targets have accounts, but nothing is sent.
   */
  deliver?: boolean;
}

/** Counts a send towards the per-target and per-client limits; 429 TOO_MANY_ATTEMPTS past either. */
async function countSend(db: Queryable, t: CodeTarget, client: string): Promise<() => Promise<void>> {
  const counted: Array<[RateBucket, string]> = [];
  const takeBack = async () => {
    for (const [bucket, key] of counted) await takeBackHit(db, bucket, key);
  };
  for (const [bucket, key, limit] of [
    ['code-target', `${t.brandId}:${t.channel}:${t.target}`, limits.codes.perTarget],
    ['code-client', client, limits.codes.perClient],
  ] as const) {
    const { hits, retryAfter } = await countHit(db, bucket, key, limits.codes.windowSeconds);
    counted.push([bucket, key]);
    if (hits > limit) {
      await takeBack();
      throw tooManyAttempts(retryAfter);
    }
  }
  return takeBack;
}

/**
 * A new 6-digit code, "sent" to the outbox only; 429 RESEND_TOO_SOON within 60 s of the last one,
 * 429 TOO_MANY_ATTEMPTS past the hourly limits per target and per client.
 */
export async function sendCode(
  db: Queryable,
  t: CodeTarget,
  { locale, client, deliver = true }: SendOptions,
): Promise<void> {
  const takeBack = await countSend(db, t, client);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const stored = await db.query(
    `insert into verification_codes (brand_id, channel, target, purpose, code_hash, expires_at, last_sent_at)
     values ($1, $2, $3, $4, $5, ${businessNow} + make_interval(mins => $6), ${businessNow})
     on conflict (brand_id, channel, target, purpose) do update
       set code_hash = excluded.code_hash, expires_at = excluded.expires_at, last_sent_at = ${businessNow},
         failed_attempts = 0, verified_at = null, consumed_at = null
       where verification_codes.last_sent_at <= ${businessNow} - make_interval(secs => $7)
     returning id`,
    [...keyParams(t), digest(t.target, code).toString('hex'), lifetimeMinutes, resendSeconds],
  );
  if (stored.length === 0) {
    await takeBack();
    const [row] = await db.query<{ wait: number }>(
      `select greatest(1, ceil(extract(epoch from last_sent_at - ${businessNow}) + $5))::int as wait
       from verification_codes where ${byKey}`,
      [...keyParams(t), resendSeconds],
    );
    throw new HttpError(429, 'resend_too_soon', 'RESEND_TOO_SOON', {
      retry_after: row?.wait ?? resendSeconds,
    });
  }
  if (!deliver) return;
  const text = messages[locale];
  await writeOutbox(db, {
    channel: t.channel,
    to: t.target,
    subject: text[t.purpose],
    body: text.body(code),
  });
}

interface CodeRow {
  id: string;
  code_hash: string;
  verified: boolean;
}

/** The live code row when `code` matches it; a miss counts towards the attempt limit. */
async function matchCode(db: Queryable, t: CodeTarget, code: string): Promise<CodeRow | undefined> {
  const [row] = await db.query<CodeRow>(
    `select id, code_hash, verified_at is not null as verified from verification_codes
     where ${byKey} and consumed_at is null and expires_at > ${businessNow} and failed_attempts < $5`,
    [...keyParams(t), maxFailedAttempts],
  );
  if (!row) return undefined;
  if (timingSafeEqual(Buffer.from(row.code_hash, 'hex'), digest(t.target, code.trim()))) return row;
  await db.query('update verification_codes set failed_attempts = failed_attempts + 1 where id = $1', [
    row.id,
  ]);
  return undefined;
}

/** Checks a code and marks it verified, for the step that consumes it later. */
export async function verifyCode(db: Queryable, t: CodeTarget, code: string): Promise<boolean> {
  const row = await matchCode(db, t, code);
  if (!row) return false;
  await db.query(
    `update verification_codes set verified_at = ${businessNow}, expires_at = ${businessNow} + make_interval(mins => $2)
     where id = $1`,
    [row.id, verifiedLifetimeMinutes],
  );
  return true;
}

/** Spends a code; `mustBeVerified` when a check step had to come first (registration). */
export async function consumeCode(
  db: Queryable,
  t: CodeTarget,
  code: string,
  mustBeVerified: boolean,
): Promise<boolean> {
  const row = await matchCode(db, t, code);
  if (!row || (mustBeVerified && !row.verified)) return false;
  const spent = await db.query(
    `update verification_codes set consumed_at = ${businessNow} where id = $1 and consumed_at is null returning id`,
    [row.id],
  );
  return spent.length > 0;
}

/** Where a body's code goes: its e-mail, else its phone number by SMS. */
export function codeTarget(
  brandId: string,
  purpose: CodeTarget['purpose'],
  to: { email?: string; phone_number?: string },
): CodeTarget {
  return to.email !== undefined
    ? { brandId, purpose, channel: 'email', target: to.email }
    : { brandId, purpose, channel: 'sms', target: to.phone_number ?? '' };
}
