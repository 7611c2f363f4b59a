import { cookieValue, keptCookie } from './cookies.ts';

/**
 * Whether this browser's customer has access (spec §4 "Access"), kept by the page in a cookie. The
 * server reads it to name in a page the code of the screen the app will show: the sign-in, for a
 * visitor without access on home. A hint, never a credential: the session stays in the browser's
 * storage, and the API checks every call.
 */
export const ACCESS_HINT_COOKIE = 'access';

export const hasAccessHint = (cookies: string) => cookieValue(cookies, ACCESS_HINT_COOKIE) === '1';

/** The cookie that keeps the hint, or drops it. */
export const serializeAccessHint = (hasAccess: boolean) =>
  keptCookie(ACCESS_HINT_COOKIE, hasAccess ? '1' : undefined);
