import * as z from 'zod/mini';

/**
 * The bounds every request schema shares: no string is unbounded, no text carries control
 * characters (PostgreSQL refuses NUL, and nobody types the others) or lone surrogates (jsonb refuses
 * them, text columns store U+FFFD instead), no number exceeds what the database column holds.
 */
export const maxLength = {
  /** Opaque ids (UUIDs, PSP tokens, slugs). */
  id: 64,
  /** A person's or a table's name. */
  name: 120,
  /** RFC 5321's limit on an address. */
  email: 254,
  /** Long enough for a passphrase, short enough that hashing it costs nothing special. */
  password: 128,
  /** Verification codes are 6 digits; a little room for what people paste. */
  code: 12,
  /** A CPF with its punctuation is 14 characters. */
  document: 20,
  /** Street, district, city, reference point. */
  addressLine: 200,
  /** A house number ("1500 A", "s/n"). */
  houseNumber: 20,
  /** A provider's ID token (a JWT). */
  idToken: 8_192,
  /** A table's key as its QR link carries it (20 characters), typed with some spacing. */
  tableKey: 40,
  /** A short JWT this API handed out (`key_creation`). */
  signedKey: 1_024,
  /** A web-push subscription or FCM token. */
  pushToken: 2_048,
  /** A diner's note to the kitchen. */
  note: 140,
  /** Search words, labels, anything else short. */
  short: 100,
} as const;

/** Cents of any amount a client sends (tip, custom share): R$ 100.000,00, far below int4. */
export const maxCents = 10_000_000;

/** C0 and C1 control characters and DEL, line breaks and tabs included. */
const controlCharacters = /\p{Cc}/u;
/** The same, line breaks and tabs allowed (free text such as a note). */
const controlCharactersExceptLineBreaks = /(?![\t\n\r])\p{Cc}/u;
/** Half of a UTF-16 pair without its other half: no text, and PostgreSQL stores none. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True when `text` carries what no field accepts: NUL and the other control characters (line breaks
 * are fine) or a lone surrogate — text PostgreSQL refuses or would store as something else.
 */
export const hasForbiddenCharacters = (text: string) =>
  controlCharactersExceptLineBreaks.test(text) || loneSurrogate.test(text);
/** The same, line breaks and tabs refused too (single-line text, paths, query values). */
export const hasControlCharacters = (text: string) =>
  controlCharacters.test(text) || loneSurrogate.test(text);

const plainText = { message: 'must be plain text: no control characters, no lone surrogates' };

/** The refinement of single-line text: no control characters at all, no lone surrogate. */
const noControlCharacters = z.refine<string>((text) => !hasControlCharacters(text), plainText);

const noForbiddenCharacters = z.refine<string>((text) => !hasForbiddenCharacters(text), plainText);

/** One line of text, trimmed, at most `max` characters; may be empty. */
export const line = (max: number) => z.string().check(z.trim(), z.maxLength(max), noControlCharacters);

/** One line of text, trimmed, 1 to `max` characters. */
export const requiredLine = (max: number) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max), noControlCharacters);

/** Free text over several lines (a note), trimmed, at most `max` characters. */
export const multiline = (max: number) => z.string().check(z.trim(), z.maxLength(max), noForbiddenCharacters);

/** A secret typed as is (passwords): not trimmed, 1 to `max` characters, no control characters. */
export const secret = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), noControlCharacters);

/** An opaque id a client echoes back. */
export const opaqueId = requiredLine(maxLength.id);

/** Cents a client may send: 0 to `maxCents`. */
export const cents = z.int().check(z.minimum(0), z.maximum(maxCents));

/** A count from `min` to `max` (quantities, parts, seats). */
export const count = (max: number, min = 1) => z.int().check(z.minimum(min), z.maximum(max));
