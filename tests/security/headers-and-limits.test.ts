import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startBuiltApp } from '../../scripts/app-server.ts';
import { earlyStoreReadScript } from '../../scripts/vite-early-store-read.ts';
import { limits } from '../../server/http/limits.ts';
import { centroAddress } from '../../server/test-support/ordering.ts';
import { brandHeaders } from '../../server/test-support/test-app.ts';
import { storageLocation } from '../../src/app/storage-location.ts';

/*
 * The server as `npm start` starts it (server/main.ts with DEV_TOOLS=1, the SPA on) over HTTP: the
 * security headers of every kind of answer, and the limits a client meets. The build is `dist/`
 * when there is one, else a stand-in made from index.html the way Vite makes it.
 */

let server: AppServer;
let standIn: string | undefined;

async function buildOrStandIn(): Promise<string> {
  // A build from before the service worker would not answer /sw.js: only a current one counts.
  if (existsSync('dist/index.html') && existsSync('dist/sw.js')) return 'dist';
  standIn = await mkdtemp(join(tmpdir(), 'brasa-dist-'));
  const source = await readFile('index.html', 'utf8');
  const built = source
    .replace(
      /<script type="module" src="[^"]+"><\/script>/,
      '<script type="module" crossorigin src="/assets/index-stand-in.js"></script>',
    )
    .replace(
      '</head>',
      `<script>${earlyStoreReadScript(storageLocation('brasa', 'brasa-grill'))}</script></head>`,
    );
  await mkdir(join(standIn, 'assets'));
  await writeFile(join(standIn, 'index.html'), built);
  await writeFile(join(standIn, 'assets', 'index-stand-in.js'), 'document.title = "app"');
  await writeFile(join(standIn, 'sw.js'), 'importScripts("/workbox-stand-in.js")');
  return standIn;
}

beforeAll(async () => {
  server = await startBuiltApp('security-headers', { distDir: await buildOrStandIn() });
});
afterAll(async () => {
  await server?.close();
  if (standIn) await rm(standIn, { recursive: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.url), { headers: { ...brandHeaders, ...headers } });

const sha256 = (text = '') => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=(self), geolocation=(self)');
  expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
    "'none'",
  ]);
}

describe('security headers', () => {
  it('the SPA: a CSP allowing its own files, the inline boot style and storage read by their hashes, and nothing inline else', async () => {
    const page = await get('/');
    const html = await page.text();
    expectCommonHeaders(page);
    const csp = directives(page.headers.get('content-security-policy'));
    // One inline script runs, the storage read (scripts/vite-early-store-read.ts), allowed by its hash.
    // The JSON blocks (the start-up config) are data: never run, the policy lists no hash for them.
    const scripts = [
      ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(scripts.map(([, text]) => text?.slice(0, 40))).toEqual([
      'self.__earlyStoreRead=(function readStor',
    ]);
    expect(csp.get('script-src')).toEqual(["'self'", ...scripts.map(([, text]) => sha256(text))]);
    expect(html).toMatch(/<script type="application\/json" id="startup-config">\{/);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => sha256(text));
    expect(styles.length).toBeGreaterThan(0);
    expect(csp.get('style-src')).toEqual(["'self'", ...styles]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // Everything the page loads comes from its own origin.
    for (const [, url] of html.matchAll(/(?:src|href)="([^"]+)"/g)) expect(url).toMatch(/^\/(?!\/)/);
    // `npm start` is the demo: the page says its dev tools are on.
    expect(html).toContain('<meta name="dev-tools" content="on" />');
  });

  it('API answers, pictures and files: a CSP that allows nothing', async () => {
    for (const path of ['/api/health', '/api/cms/v1/features', '/api/nowhere', '/no/such/page']) {
      const response = await get(path);
      await response.arrayBuffer();
      expectCommonHeaders(response);
      if (path.startsWith('/api/')) {
        expect(directives(response.headers.get('content-security-policy')).get('default-src')).toEqual([
          "'none'",
        ]);
      }
    }
  });

  it('the service worker: its workbox runtime and this origin only; the shell it keeps offline is the SPA page', async () => {
    const worker = await get('/sw.js');
    await worker.arrayBuffer();
    expectCommonHeaders(worker);
    const csp = directives(worker.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const [page, shell] = await Promise.all([get('/'), get('/index.html')]);
    await Promise.all([page.arrayBuffer(), shell.arrayBuffer()]);
    expect(shell.status).toBe(200);
    const shellScripts = directives(shell.headers.get('content-security-policy')).get('script-src');
    expect(shellScripts).toEqual(directives(page.headers.get('content-security-policy')).get('script-src'));
  });

  it('a dev page: its own inline styles only', async () => {
    const page = await get('/dev/outbox');
    const html = await page.text();
    expectCommonHeaders(page);
    const [, style = ''] = /<style>([\s\S]*?)<\/style>/.exec(html) ?? [];
    const hash = sha256(style);
    expect(directives(page.headers.get('content-security-policy')).get('style-src')).toEqual([hash]);
  });

  it('the charts page: its own policy only, with this answer’s nonce on its script files', async () => {
    const page = await get('/dev/charts');
    const html = await page.text();
    expectCommonHeaders(page);
    const policy = page.headers.get('content-security-policy') ?? '';
    // One policy: two headers would come out of fetch joined by a comma, and both would apply.
    expect(policy).not.toContain(',');
    const csp = directives(policy);
    const nonces = new Set([...html.matchAll(/<script nonce="([^"]+)"/g)].map(([, nonce]) => nonce));
    expect(nonces.size).toBe(1);
    expect(csp.get('script-src')).toEqual([...nonces].map((nonce) => `'nonce-${nonce}'`));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const again = directives((await get('/dev/charts')).headers.get('content-security-policy'));
    expect(again.get('script-src')).not.toEqual(csp.get('script-src'));
    for (const [, src = ''] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) {
      const script = await get(src);
      await script.arrayBuffer();
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type'), src).toMatch(/^text\/javascript/);
      expectCommonHeaders(script);
    }
  });

  it('HSTS only over HTTPS (a proxy terminating it says so)', async () => {
    const plain = await get('/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
  });
});

describe('limits over HTTP', () => {
  it('a 2 MB body is a 413, sent whole or in chunks', async () => {
    const body = JSON.stringify({ email: `${'a'.repeat(2_000_000)}@b.co` });
    const whole = await fetch(new URL('/api/crm/v1/users/check-email', server.url), {
      method: 'POST',
      headers: { ...brandHeaders, 'content-type': 'application/json' },
      body,
    });
    expect(whole.status).toBe(413);
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++)
          controller.enqueue(new TextEncoder().encode(body.slice(i * 600_000, (i + 1) * 600_000)));
        controller.close();
      },
    });
    const streamed = await fetch(new URL('/api/crm/v1/users/check-email', server.url), {
      method: 'POST',
      headers: { ...brandHeaders, 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('a URL over 4 kB is a 414, a NUL in it a 400', async () => {
    expect((await get(`/api/catalog/v1/items/search?query=${'a'.repeat(5_000)}`)).status).toBe(414);
    expect((await get('/api/catalog/v1/items/search?query=a%00b')).status).toBe(400);
  });

  it('wrong passwords from one client are refused with 429 and Retry-After', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(new URL('/api/crm/v1/login', server.url), {
          method: 'POST',
          headers: brandHeaders,
          body: new URLSearchParams({ username: 'cliente@exemplo.com.br', password: 'errada123' }),
        }),
      ),
    );
    const refused = attempts.filter((attempt) => attempt.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`guest sessions past ${limits.guestSessions.perClient} an hour from one client are refused with 429`, async () => {
    const start = () =>
      fetch(new URL('/api/order/v1/guest-session', server.url), {
        method: 'POST',
        headers: { ...brandHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ address: centroAddress }),
      });
    const started = await Promise.all(Array.from({ length: limits.guestSessions.perClient + 1 }, start));
    const statuses = started.map((response) => response.status).sort();
    expect(statuses).toEqual([...started.slice(1).map(() => 201), 429]);
    const refused = started.find((response) => response.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
