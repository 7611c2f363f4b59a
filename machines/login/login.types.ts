import type { DeviceType } from '../../contract/device.ts';
import type { Tokens } from '../session/session.types.ts';
import type { AccountErrorKey } from '../shared/error-key.ts';
import type { AccountUser, SignedInType } from '../user/user.types.ts';
import type { AfterLoginPath } from './after-login.ts';

export type SocialProvider = 'google' | 'apple' | 'facebook';
export type LoginMethod = 'password' | 'social' | 'b2c';

export interface LoginInput {
  /** Read from the table actor: spec §2 "After login" rule 1. */
  hasActiveTableSession: boolean;
  device: { type: DeviceType; version: string };
}

export interface B2cApproval {
  sessionId: string;
  approvalUrl: string;
}

export interface LoginContext {
  method: LoginMethod;
  /** The identifier sent (see `toLoginIdentifier`) and the trimmed password. */
  username: string;
  password: string;
  /** The code sent to the account when its sign-ins failed too often from many clients. */
  code: string | undefined;
  social: SocialCredentials | undefined;
  uniqueUserId: string | undefined;
  approval: B2cApproval | undefined;
  user: AccountUser | null;
  error: AccountErrorKey | undefined;
  /** Seconds a blocked sign-in stays blocked (`Retry-After`). */
  retryAfter: number | undefined;
  redirectTo: AfterLoginPath | undefined;
  hasActiveTableSession: boolean;
  device: LoginInput['device'];
}

export type LoginEvent =
  | { type: 'login.submit'; username: string; password: string; code?: string }
  | { type: 'social.submit'; provider: SocialProvider; token: string }
  | { type: 'b2c.start'; uniqueUserId: string }
  | { type: 'b2c.cancel' };

export type LoginTag = 'editing' | 'busy' | 'error' | 'codeRequired' | 'awaitingApproval' | 'done';

/** Inputs and outputs of the actors the app provides. */
export interface Credentials {
  username: string;
  password: string;
  code?: string | undefined;
}

export interface SocialCredentials {
  provider: SocialProvider;
  /** An id token for apple, an OAuth access token otherwise (spec §7). */
  token: string;
}

export type B2cPollResult =
  | { status: 'pending' }
  | { status: 'approved'; tokens: Tokens; analyticsId?: string };

export interface LoginAnalytics {
  userId: string;
  timestamp: number;
  userDeviceType: DeviceType;
  userDeviceVersion: string;
}

export interface StoredUser {
  user: AccountUser;
  userType: SignedInType;
}

export interface LoginOutput {
  redirectTo: AfterLoginPath | undefined;
}

/** What the approval window (a provided actor) is told. */
export type ApprovalWindowEvent = { type: 'approval.open'; approvalUrl: string };
