import type { Context } from 'hono';
import type { Locale } from '../../contract/locales.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Psp } from '../payments/psp.ts';
import type { TableConfig } from '../table/table-config.ts';
import type { Owner } from './owner.ts';

export interface OrderDeps {
  api: ApiRouter;
  db: Db;
  psp: Psp;
  /** The brand's PIX receiver and charge lifetime (shared with the table). */
  pix: Pick<TableConfig, 'pixKey' | 'pixCity' | 'pixExpirySeconds'>;
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
