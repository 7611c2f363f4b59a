import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ProviderSettings } from './sandbox-provider.ts';

export interface SandboxProcessOptions {
  port: number;
  /** The shop's origin: its pages tokenize cards there, its API gets the webhooks. */
  shop: string;
  /** Keeps the sandbox's tokens and charges across restarts. */
  dataFile: string;
}

const sandboxMain = fileURLToPath(new URL('../../psp-sandbox/main.ts', import.meta.url));

async function answering(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null) throw new Error(`the PSP sandbox exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the PSP sandbox did not answer at ${url}`);
}

/**
 * The sandbox payment provider (psp-sandbox/) as a process of its own beside the API, with keys made
 * for this run (`npm start`, `npm run dev`): answers how the API reaches it, and how to stop it.
 */
export async function startSandboxProcess(options: SandboxProcessOptions) {
  const key = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;
  const settings = {
    url: `http://localhost:${options.port}`,
    publicKey: key('pk_test'),
    secretKey: key('sk_test'),
    webhookSecret: key('whsec'),
  } satisfies ProviderSettings;
  const child = spawn(process.execPath, [createRequire(import.meta.url).resolve('tsx/cli'), sandboxMain], {
    env: {
      ...process.env,
      PSP_PORT: String(options.port),
      PSP_PUBLIC_KEY: settings.publicKey,
      PSP_SECRET_KEY: settings.secretKey,
      PSP_WEBHOOK_SECRET: settings.webhookSecret,
      PSP_WEBHOOK_URL: `${options.shop}/api/payments/v1/webhooks`,
      PSP_ALLOWED_ORIGINS: process.env.PSP_ALLOWED_ORIGINS ?? options.shop,
      PSP_DATA_FILE: options.dataFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await answering(settings.url, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    settings,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
