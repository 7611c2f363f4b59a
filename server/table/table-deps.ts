import type { Context } from 'hono';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { BillRow } from './bill-view.ts';
import type { KeyCreation } from './key-creation.ts';
import type { BillAsked } from './seat-tokens.ts';
import type { ParticipantRow, SessionRow } from './sessions.ts';
import type { TableConfig } from './table-config.ts';

export interface TableDeps {
  api: ApiRouter;
  db: Db;
  config: TableConfig;
  keys: KeyCreation;
  provider: PaymentProvider;
  /** The signed-in user of an optional bearer token. */
  userOf(c: Context<AppEnv>): Promise<string | undefined>;
  /** The caller's seat at session `sessionId`, named `userSessionId`, by the request's seat token (`requireSeat`). */
  seatOf(c: Context<AppEnv>, sessionId: string, userSessionId: string): Promise<ParticipantRow>;
  /**
   * The session `:id` of the request's brand (`open`: only an OPEN one) and the caller's seat there,
   * with its live bill when `bill` asks and the caller's copy is stale, in one query.
   */
  seatedAt(
    c: Context<AppEnv>,
    userSessionId: string,
    open: boolean,
    bill?: BillAsked,
  ): Promise<{ session: SessionRow; participant: ParticipantRow; bill?: BillRow }>;
}
