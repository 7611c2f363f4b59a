import type { DeviceType } from '../../contract/device.ts';
import type { AccountUser } from '../user/user.types.ts';

/** What the account's flows read of the rest of the app when they start. */
export interface AccountFacts {
  /** Spec §2 "After login" rule 1: seated at a table, or sent from one to sign in. */
  returnsToTable: boolean;
  /** The signed-in user (a social or b2c customer may still lack a phone or a CPF); null for a guest. */
  user: AccountUser | null;
}

export interface AccountInput extends AccountFacts {
  /** Where the visitor is when the account's code arrives. */
  pathname: string;
  device: { type: DeviceType; version: string };
}

export interface AccountContext extends AccountInput {}

export type AccountEvent =
  /** The visitor is on a new page (the app's navigation binding says so). */
  { type: 'route.entered'; pathname: string; facts: AccountFacts } | { type: 'account.retry' };
