/**
 * The built app (`dist/`) and the reference API, started as the end-to-end suite starts them
 * (`tsx server/main.ts` with `RESET_DATA=1`, playwright.config.ts) in a process of its own, on a
 * free port and freshly seeded demo data: for the scripts that measure the app (the table
 * benchmark, Lighthouse).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { selfSignedCert } from '../server/test-support/self-signed-cert.ts';

export interface AppServer {
  url: string;
  /** Over TLS: the certificate's public key hash, for Chromium's `--ignore-certificate-errors-spki-list`. */
  spki?: string;
  close(): Promise<void>;
}

interface StartOptions {
  /** The build to serve (default `DIST_DIR` or `dist`); `false`: the API alone. */
  distDir?: string | false;
  /** On `DATABASE_URL`'s PostgreSQL instead of a PGlite folder (then reset there too). */
  postgres?: boolean;
  /** More of the server's environment (`PORT`, …). */
  env?: NodeJS.ProcessEnv;
  /** HTTPS and HTTP/2 with a certificate made for the run, as production serves the app. */
  tls?: boolean;
}

/**
 * `name` picks the database folder (`.data/<name>`, reset on every start: about half a second
 * once made). `DATA_DIR` overrides it; two runs at once must not share one.
 */
export async function startBuiltApp(
  name: string,
  { distDir = process.env.DIST_DIR ?? 'dist', postgres = false, env = {}, tls = false }: StartOptions = {},
): Promise<AppServer> {
  if (distDir !== false && !existsSync(join(distDir, 'index.html'))) {
    throw new Error(`no ${distDir}/index.html: build the app first (\`npm run build\`)`);
  }
  if (postgres && !process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set');
  const cert = tls ? selfSignedCert() : undefined;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      ...(postgres ? {} : { DATA_DIR: process.env.DATA_DIR ?? join('.data', name) }),
      RESET_DATA: '1',
      DIST_DIR: distDir === false ? join('.data', name, 'no-spa') : distDir,
      DEV_TOOLS: '1',
      ...(cert ? { TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: cert.keyFile } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // server/main.ts prints its address once it listens; the request log after that is dropped.
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const match = /Brasa Grill\s+(https?:\/\/\S+)/.exec(printed);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`the server stopped before it listened:\n${printed}`)));
  });
  return {
    url,
    spki: cert?.spki,
    async close() {
      child.kill('SIGTERM');
      await exited;
      if (cert) rmSync(dirname(cert.certFile), { recursive: true, force: true });
    },
  };
}
