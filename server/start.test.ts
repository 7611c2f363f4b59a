import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:http2';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTableKey } from './seed/demo-table-keys.ts';
import { withoutRequestId } from './test-support/accounts.ts';
import { sandboxKeys } from './test-support/payment-sandbox.ts';
import { selfSignedCert } from './test-support/self-signed-cert.ts';
import { brandHeaders } from './test-support/test-app.ts';
import { startTestServer } from './test-support/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'brasa-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><title>placeholder</title></head><body></body></html>',
  );
  await writeFile(join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(join(distDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(join(distDir, '.vite'));
  await writeFile(
    join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/main-abc123.js', isEntry: true },
      'src/routes/menu/menu-page.tsx': { file: 'assets/menu-page-1.js', css: ['assets/menu-1.css'] },
      'src/routes/home/home-page.tsx': { file: 'assets/home-page-1.js' },
      'src/routes/auth/auth-page.tsx': { file: 'assets/auth-page-1.js' },
      'src/locales/en-US/messages.po': { file: 'assets/messages-en.js' },
    }),
  );
  server = await startTestServer({ serveSpa: true, distDir });
});
afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true });
});

const get = (path: string) => fetch(new URL(path, server.url));

describe('serving the SPA', () => {
  it.each(['/', '/menu', '/orders/123', '/table-payment', '/cardapio'])(
    '%s answers index.html with 200',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Brasa Grill</title>');
    },
  );

  it('a page carries the features and redirects the API answers; the offline shell asks for them', async () => {
    const html = await (await get('/menu')).text();
    const block = /<script type="application\/json" id="startup-config">([^<]*)<\/script>/.exec(html);
    const [features, redirects] = await Promise.all(
      ['/api/cms/v1/features', '/api/cms/v1/redirects'].map(async (path) =>
        (await fetch(new URL(path, server.url), { headers: brandHeaders })).json(),
      ),
    );
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ features, redirects });
    expect(await (await get('/index.html')).text()).not.toContain('startup-config');
  });

  it('a page carries where cards are tokenized, and its policy lets it reach that origin and no other', async () => {
    const page = await get('/payment');
    const block = /<script type="application\/json" id="payment-provider">([^<]*)<\/script>/.exec(
      await page.text(),
    );
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
      origin: server.psp.url,
      public_key: sandboxKeys.publicKey,
    });
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`connect-src 'self' ${server.psp.url};`);
    expect(policy).toContain("frame-src 'none';");
    const asked = await fetch(new URL('/api/order/v1/payments/provider', server.url), {
      headers: brandHeaders,
    });
    expect(await asked.json()).toEqual({ origin: server.psp.url, public_key: sandboxKeys.publicKey });
  });

  it("a table's QR link carries the table's info the API answers; a wrong key or no table, none", async () => {
    const query = { store: 'centro', table: '7', key: demoTableKey('centro', '7') };
    const link = `/table-payment?store_id=${query.store}&table_id=${query.table}&key=${query.key}`;
    const block = (html: string) =>
      /<script type="application\/json" id="table-info">([^<]*)<\/script>/.exec(html)?.[1];
    const before = Date.now();
    const carried = JSON.parse(block(await (await get(link)).text()) ?? 'null');
    const info = await fetch(
      new URL(`/api/order/v1/table/info?store-code=centro&table-id=7&key=${query.key}`, server.url),
      { headers: brandHeaders },
    );
    expect(carried).toEqual({
      query: { 'store-code': 'centro', 'table-id': '7', key: query.key },
      at: expect.any(Number),
      info: await info.json(),
    });
    expect(carried.at).toBeGreaterThanOrEqual(before);
    for (const other of [
      '/table-payment?store_id=centro&table_id=7&key=NOT-THE-KEY',
      '/table-payment?store_id=centro&table_id=7',
      `/table/order?store_id=centro&table_id=7&key=${query.key}`,
      `/index.html?store_id=centro&table_id=7&key=${query.key}`,
    ])
      expect(block(await (await get(other)).text())).toBeUndefined();
  });

  it("a page starts in the visitor's kept locale, written into it; the offline shell reads the cookie itself", async () => {
    const page = (cookie?: string) =>
      fetch(new URL('/menu', server.url), { headers: cookie ? { cookie } : {} }).then((answer) =>
        answer.text(),
      );
    expect(await page('theme=dark; locale=en-US')).toContain('<html lang="en-US" data-locale="en-US">');
    expect(await page()).toContain('<html lang="pt-BR" data-locale="">');
    expect(await page('locale=<script>')).toContain('<html lang="pt-BR" data-locale="">');
    const shell = await fetch(new URL('/index.html', server.url), { headers: { cookie: 'locale=en-US' } });
    expect(await shell.text()).toContain('<html lang="pt-BR">');
    expect((await get('/menu')).headers.get('vary')).toContain('Cookie');
  });

  it("a first visit, without the cookie, starts in the phone's language when the brand speaks it", async () => {
    const page = (languages: string, cookie?: string) =>
      fetch(new URL('/table-payment?store_id=centro&table_id=7', server.url), {
        headers: { 'accept-language': languages, ...(cookie ? { cookie } : {}) },
      }).then((answer) => answer.text());
    const english = await page('en-GB,en;q=0.9');
    expect(english).toContain('<html lang="en-US" data-locale="">');
    const menu = await fetch(new URL('/menu', server.url), { headers: { 'accept-language': 'en' } });
    expect(await menu.text()).toContain('href="/assets/messages-en.js"');
    expect(await page('pt-PT,pt;q=0.9,en;q=0.5')).toContain('<html lang="pt-BR" data-locale="">');
    expect(await page('de-DE,fr;q=0.8')).toContain('<html lang="pt-BR" data-locale="">');
    expect(await page('en-US', 'locale=pt-BR')).toContain('<html lang="pt-BR" data-locale="pt-BR">');
    expect((await get('/menu')).headers.get('vary')).toContain('Accept-Language');
  });

  it("a page names its first screen's files in the build, in its locale; the offline shell, none", async () => {
    const page = await (
      await fetch(new URL('/menu', server.url), { headers: { cookie: 'locale=en-US' } })
    ).text();
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/menu-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/menu-page-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/messages-en.js">',
    );
    expect(await (await get('/table')).text()).not.toContain('modulepreload');
    expect(await (await get('/index.html')).text()).not.toContain('menu-page');
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it("home names the sign-in's files to a browser without the access hint, its own with it", async () => {
    const home = (cookie?: string) =>
      fetch(new URL('/', server.url), { headers: cookie ? { cookie } : {} }).then((answer) => answer.text());
    const signIn = '<link rel="modulepreload" crossorigin href="/assets/auth-page-1.js">';
    const own = '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">';
    expect(await home()).toContain(signIn);
    expect(await home()).not.toContain(own);
    expect(await home('locale=en-US; access=1')).toContain(own);
    expect(await home('locale=en-US; access=1')).not.toContain(signIn);
    expect(await home('access=yes')).toContain(signIn);
  });

  it('an unknown page answers index.html with 404', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Brasa Grill</title>');
  });

  it('serves hashed assets cached forever and other files revalidated', async () => {
    const asset = await get('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/assets/missing-1.js')).status).toBe(404);
  });

  it("sends the build's brotli file to browsers that accept it, the plain file to others", async () => {
    // fetch() decodes what it receives: the headers tell which file went.
    const brotli = await fetch(new URL('/assets/main-abc123.js', server.url), {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe('console.log(1)');
    const plain = await fetch(new URL('/assets/main-abc123.js', server.url), {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('answers unknown API paths with a JSON 404, not the SPA', async () => {
    const response = await get('/api/nope');
    expect(response.status).toBe(404);
    expect(withoutRequestId(response, await response.json())).toEqual({ detail: 'endpoint not found' });
  });
});

describe('API basics over HTTP', () => {
  it('health', async () => {
    expect(await (await get('/api/health')).json()).toEqual({ ok: true });
  });

  it('serves sized, cacheable SVG pictures and 404s unknown ones', async () => {
    const page = (await (
      await fetch(new URL('/api/catalog/v1/items?limit=1', server.url), { headers: brandHeaders })
    ).json()) as { items: Array<{ image: string }> };
    const picture = await get(page.items[0]?.image ?? '');
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(picture.headers.get('cache-control')).toContain('max-age');
    expect(await picture.text()).toMatch(/^<svg [^>]*width="480" height="360" viewBox="0 0 480 360"/);
    expect((await get('/api/media/items/00000000-0000-4000-8000-000000000000.svg')).status).toBe(404);
  });
});

describe('openapi.json', () => {
  it('lists every API path with a response schema', async () => {
    const document = (await (await get('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, unknown> }> }>
      >;
    };
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/health',
      '/api/cms/v1/features',
      '/api/cms/v1/home',
      '/api/cms/v1/cms',
      '/api/cms/v1/redirects',
      '/api/cms/v1/terms',
      '/api/cms/v1/policy',
      '/api/cms/v1/table-terms',
      '/api/catalog/v1/stores',
      '/api/catalog/v1/stores/geolocation',
      '/api/catalog/v1/categories/default',
      '/api/catalog/v1/categories',
      '/api/catalog/v1/category',
      '/api/catalog/v1/items',
      '/api/catalog/v1/items/search',
      '/api/catalog/v1/item',
      '/api/media/items/{id}.svg',
      '/api/dev/faults',
      '/api/dev/outbox',
    ]) {
      expect(paths).toContain(path);
    }
    const items = document.paths['/api/catalog/v1/items']?.get;
    expect(items?.responses['200']?.content['application/json']).toMatchObject({
      schema: { type: 'object' },
    });
  });
});

describe('serving over TLS', () => {
  const tls = selfSignedCert();
  let secure: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    secure = await startTestServer({ tls });
  });
  afterAll(() => secure.close());

  it('speaks HTTP/2 to a browser that offers it', async () => {
    const session = connect(secure.url, { ca: tls.cert });
    try {
      const answer = await new Promise<{ status: unknown; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': '/api/health' });
        let body = '';
        let status: unknown;
        stream.on('response', (headers) => {
          status = headers[':status'];
        });
        stream.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
      });
      expect(secure.url).toMatch(/^https:/);
      expect(session.alpnProtocol).toBe('h2');
      expect(answer).toEqual({ status: 200, body: '{"ok":true}' });
    } finally {
      session.close();
    }
  });

  it('and HTTP/1.1 to a client that does not', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      https
        .get(`${secure.url}/api/health`, { ca: tls.cert }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
  });
});
