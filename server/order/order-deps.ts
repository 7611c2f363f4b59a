import type { Context } from 'hono';
import type { Locale } from '../../contract/locales.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { TableConfig } from '../table/table-config.ts';
import type { Owner } from './owner.ts';

export interface OrderDeps {
  api: ApiRouter;
  db: Db;
  provider: PaymentProvider;
  /** A PIX charge's lifetime (shared with the table). */
  pix: Pick<TableConfig, 'pixExpirySeconds'>;
  /** The signed-in user or the guest of the `x-guest-session` header; else 401. */
  owner(c: Context<AppEnv>): Promise<Owner>;
  optionalOwner(c: Context<AppEnv>): Promise<Owner | undefined>;
}

export interface RequestScope {
  brandId: string;
  locale: Locale;
  /** The business clock. */
  now: Date;
}

export const scopeOf = (c: Context<AppEnv>): RequestScope => ({
  brandId: c.get('brand').id,
  locale: c.get('locale'),
  now: c.get('clock').now(),
});

/** The `service_id` header the client sends when it knows the service (API conventions). */
export const serviceHeader = (c: Context<AppEnv>) => c.req.header('service_id')?.trim() || undefined;
