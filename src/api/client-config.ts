import type { ApiError } from './errors.ts';

export interface AuthSource {
  getAccessToken(): string | undefined;
  /**
   * Called on every 401 of a call made with auth (the seam for the refresh flow). `token` is the
   * one that was refused. Resolve `'replay'` to send the call once more with the token
   * `getAccessToken()` returns then; a call already replayed (`replayed: true`) is never sent again,
   * so a second 401 there means the session is over.
   */
  onUnauthorized?(failure: {
    error: ApiError;
    token: string | undefined;
    replayed: boolean;
  }): Promise<'replay' | 'fail'>;
}

export interface ClientHooks {
  /**
   * 406 (`stateReset`): reset state and go home. The call still rejects, with `handled: true`. A cart
   * call's 406 (`cartPlaced`) is the cart's to handle.
   */
  on406?(error: ApiError): void;
  /** 410: reload the restaurants. The call is sent once more after this resolves. */
  on410?(error: ApiError): Promise<void>;
  /** 412: open the unavailable-service modal. The call still rejects with `serviceUnavailable`. */
  on412?(error: ApiError): void;
}

export interface ClientSettings {
  baseURL: string;
  company: string;
  brand: string;
  timeout: number;
  retryDelay: number;
}

/**
 * What the app tells the API client at start: host, brand, language, service id, token source and
 * hooks. Kept apart from the client (ofetch and the response schemas), so the first screen can say
 * all of it without downloading the client, which comes with the first call.
 */
export function createClientConfig(initial: ClientSettings) {
  const settings = { ...initial };
  let locale: string | undefined;
  let serviceId: string | undefined;
  let auth: AuthSource | undefined;
  let hooks: ClientHooks = {};
  return {
    settings: (): Readonly<ClientSettings> => settings,
    locale: () => locale,
    auth: () => auth,
    hooks: () => hooks,
    configure(next: Partial<ClientSettings>) {
      Object.assign(settings, next);
    },
    setAcceptLanguage(next: string) {
      locale = next;
    },
    getServiceId: () => serviceId,
    setServiceId(next: string | undefined) {
      serviceId = next;
    },
    setAuthSource(source: AuthSource | undefined) {
      auth = source;
    },
    setHooks(next: ClientHooks) {
      hooks = next;
    },
  };
}

export type ClientConfig = ReturnType<typeof createClientConfig>;

/** The app's client configuration; `api` of client.ts sends with it. */
export const apiConfig = createClientConfig({
  baseURL: '/api',
  company: '',
  brand: '',
  timeout: 15_000,
  retryDelay: 300,
});
