export interface TableOptions {
  /** An OPEN session idle this long is closed on access; default `TABLE_SESSION_TTL` or 4 h. */
  sessionTtlSeconds?: number;
  /** How long a totalized share is held before add-payment; default `PAYMENT_INTENT_SECONDS` or 600. */
  intentTtlSeconds?: number;
  /** Lifetime of a PIX charge (the share stays held meanwhile); default `PIX_EXPIRY_SECONDS` or 600. */
  pixExpirySeconds?: number;
  /** Lifetime of a `key_creation`; default `TABLE_KEY_TTL` or 300. */
  keyCreationTtlSeconds?: number;
  /**
   * Bills kept ready for the table's other diners (a few KiB each: the tables of a brand's busiest
   * evening); default `TABLE_BILLS_KEPT` or 2000; 0 builds every answer.
   */
  billsKept?: number;
}

export type TableConfig = Required<TableOptions>;

function numberFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export function tableConfig(options: TableOptions = {}, env = process.env): TableConfig {
  return {
    sessionTtlSeconds: options.sessionTtlSeconds ?? numberFrom(env.TABLE_SESSION_TTL, 4 * 3600),
    intentTtlSeconds: options.intentTtlSeconds ?? numberFrom(env.PAYMENT_INTENT_SECONDS, 600),
    pixExpirySeconds: options.pixExpirySeconds ?? numberFrom(env.PIX_EXPIRY_SECONDS, 600),
    keyCreationTtlSeconds: options.keyCreationTtlSeconds ?? numberFrom(env.TABLE_KEY_TTL, 300),
    billsKept: options.billsKept ?? numberFrom(env.TABLE_BILLS_KEPT, 2000),
  };
}
