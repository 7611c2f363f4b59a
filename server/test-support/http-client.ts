import { brandHeaders, type TestApp } from './test-app.ts';

/**
 * A server over HTTP as the test helpers call an app (`t.request`): what reaches it goes through its
 * sockets and the database it was started on, like a client's requests.
 */
export function overHttp(url: string, db: TestApp['db'], psp?: TestApp['psp']): TestApp {
  const request = (path: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, { ...init, headers: { ...brandHeaders, ...init.headers } });
  return { request, db, psp } as TestApp;
}
