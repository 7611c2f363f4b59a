/**
 * Every limit the server enforces beyond the request schemas (whose string and number bounds live in
 * `contract/schemas/limits.ts`), in one place.
 */
export const limits = {
  /** A JSON or URL-encoded body. */
  bodyBytes: 1_000_000,
  /** A profile picture (`PUT /users/me`). */
  imageBytes: 1_000_000,
  /** A multipart body: the picture and a few short fields. */
  multipartBodyBytes: 1_064_000,
  /** Path and query string of a request. */
  urlLength: 4_096,
  /** Objects and arrays nested deeper than this in a body are refused before anything reads them. */
  bodyDepth: 32,
  /**
   * Cents a table bill may add up to (R$ 1.000.000): with the fee and the largest tip a payment stays
   * far below the database's integer, and so does every sum of the bill.
   */
  billCents: 100_000_000,
  /**
   * Login attempts not followed by a success, counted per account and per client over `windowSeconds`:
   * up to `free` are answered at once, the next ones after a delay doubling from `firstDelayMs` up to
   * `maxDelayMs`, and past `blocked` they are refused with 429 until the window ends.
   */
  login: {
    windowSeconds: 15 * 60,
    firstDelayMs: 250,
    maxDelayMs: 4_000,
    account: { free: 3, blocked: 10 },
    client: { free: 10, blocked: 30 },
  },
  /** E-mail and SMS codes sent per target (besides one per 60 s) and per client within `windowSeconds`. */
  codes: { windowSeconds: 60 * 60, perTarget: 5, perClient: 20 },
  /** Guest sessions (a secret and a cart each, without an account) a client may start within `windowSeconds`. */
  guestSessions: { windowSeconds: 60 * 60, perClient: 30 },
  /**
   * Gift card codes a client may try without finding a card within `windowSeconds`: a code is what
   * spends a balance, so it is guessed no faster than a password.
   */
  giftCardMisses: { windowSeconds: 15 * 60, perClient: 10 },
  /** Receipts of one table payment a diner may have e-mailed again within `windowSeconds`. */
  receipts: { windowSeconds: 60 * 60, perPayment: 5 },
} as const;
