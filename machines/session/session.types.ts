export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** The persisted Auth slice (spec §3), read back before the router starts. */
export interface SessionInput {
  accessToken?: string;
  refreshToken?: string;
}

export interface SessionContext {
  accessToken: string | undefined;
  refreshToken: string | undefined;
  /** Increments with every new access token: a request made with an older one may simply be replayed. */
  tokenVersion: number;
  /** Ids of the requests waiting for the refresh in flight. */
  waiting: string[];
}

/** A call that got 401 with the token it carried (undefined: it carried none). */
export interface UnauthorizedRequest {
  requestId: string;
  token: string | undefined;
  /** It already was the one replay a request gets: a second 401 is final. */
  replayed: boolean;
}

export type SessionEvent =
  | ({ type: 'session.signedIn' } & Tokens)
  | ({ type: 'request.unauthorized' } & UnauthorizedRequest)
  | { type: 'session.logout'; navigate?: boolean };

export type RequestOutcome = 'replay' | 'fail';

/** Every `request.unauthorized` is answered once, by an emitted event naming it (`actor.on`). */
export interface RequestsSettled {
  type: 'requests.settled';
  requestIds: string[];
  outcome: RequestOutcome;
}

export type SessionTag = 'signedIn' | 'signedOut' | 'refreshing';

export interface RefreshInput {
  refreshToken: string;
}
