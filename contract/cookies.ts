/** How long a preference the page keeps in a cookie lasts. */
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** A cookie's value in a `Cookie` header or a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [key, value] = pair.split('=').map((part) => part.trim());
    if (key === name) return value;
  }
  return undefined;
}

/** A site-wide cookie the page keeps for a year, for `document.cookie`; without a value, it is dropped. */
export const keptCookie = (name: string, value: string | undefined) =>
  `${name}=${value ?? ''}; max-age=${value === undefined ? 0 : ONE_YEAR_IN_SECONDS}; path=/; SameSite=Lax`;
