import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from './test-support/private-postgres.ts';

/*
 * The server process as a platform runs it, stopped with SIGTERM while requests are under way: they
 * are answered, new connections are refused, and the process ends by itself with exit code 0.
 */

let child: ChildProcess | undefined;
let postgres: PrivatePostgres | undefined;
afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await postgres?.stop();
});

/** Starts `server/main.ts` on a free port and a database of its own; answers its address. */
async function startProcess(): Promise<string> {
  postgres = await startPrivatePostgres();
  const database = await postgres.createDatabase('shutdown');
  const { DATA_DIR: _, ...env } = process.env;
  child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...env, PORT: '0', DATABASE_URL: database, DEV_TOOLS: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  for await (const chunk of child.stdout ?? []) {
    printed += String(chunk);
    const url = printed.match(/API description\s+(http:\/\/localhost:\d+)/)?.[1];
    if (url) return url;
  }
  throw new Error(`the server did not start: ${printed}`);
}

const wrongLogin = (url: string) =>
  fetch(`${url}/api/crm/v1/login`, {
    method: 'POST',
    headers: { 'x-api-company': 'brasa', 'x-api-brand': 'brasa-grill' },
    body: new URLSearchParams({ username: 'cliente@exemplo.com.br', password: 'Errada123' }),
  });

describe('SIGTERM', () => {
  it('answers the requests under way, refuses new ones, and exits 0', async () => {
    const url = await startProcess();
    // Wrong passwords past the free ones are answered later and later: the next waits 2 s.
    for (let i = 0; i < 6; i++) expect((await wrongLogin(url)).status).toBe(401);
    const underWay = [wrongLogin(url), fetch(`${url}/api/health`)];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = once(child as ChildProcess, 'exit');
    child?.kill('SIGTERM');
    const stopping = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    expect((await Promise.all(underWay)).map((response) => response.status)).toEqual([401, 200]);
    const [code] = await exited;
    expect(code).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(10_000);
  }, 120_000);
});
