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
   * Login attempts not followed by a success over `windowSeconds`, counted per account and client
   * together and per client: up to `free` are answered at once, the next ones after a delay doubling
   * from `firstDelayMs` up to `maxDelayMs`, and past `blocked` they are refused with 429 until the
   * window ends. A stranger's guesses slow the stranger, not the account's owner elsewhere. Past
   * `accountCeiling` failures of an account from all clients together, its right password also needs
   * a code sent to the account's e-mail or phone: the owner still gets in, a guesser never does.
   */
  login: {
    windowSeconds: 15 * 60,
    firstDelayMs: 250,
    maxDelayMs: 4_000,
    accountAndClient: { free: 3, blocked: 10 },
    client: { free: 10, blocked: 30 },
    accountCeiling: 20,
  },
  /**
   * Existence checks (is this e-mail, phone or CPF taken?) a client may make within `windowSeconds`,
   * counted alike whether the account exists or not: the answers tell, so they are told slowly.
   */
  existenceChecks: { windowSeconds: 15 * 60, perClient: 20 },
  /** E-mail and SMS codes sent per target (besides one per 60 s) and per client within `windowSeconds`. */
  codes: { windowSeconds: 60 * 60, perTarget: 5, perClient: 20 },
  /** Guest sessions (a secret and a cart each, without an account) a client may start within `windowSeconds`. */
  guestSessions: { windowSeconds: 60 * 60, perClient: 30 },
  /**
   * Gift card codes tried without finding a card within `windowSeconds`: per client (the caller's
   * account or guest session on its address) and, past `perAddress`, for every caller on one address.
   * A code is what spends a balance, so it is guessed no faster than a password; a stranger's guesses
   * on a shared network slow the stranger, not the card's owner on her own session.
   */
  giftCardMisses: { windowSeconds: 15 * 60, perClient: 10, perAddress: 30 },
} as const;
