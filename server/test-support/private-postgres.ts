import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian's `postgresql` package installed. */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const [newest] = versions;
  if (!newest) throw new Error(`no PostgreSQL server under ${root}: apt-get install postgresql`);
  return join(root, newest, 'bin');
}

/** A port nobody listens on now (the system's pick). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
const server = (bin: string, args: string[]) =>
  asRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args);

export interface PrivatePostgres {
  /** `postgres://…` of database `name` (default the server's own `postgres`). */
  url(name?: string): string;
  /** A new empty database, for one suite. */
  createDatabase(name: string): Promise<string>;
  /** Ends every connection to `database` but the asking one, as an administrator or a pooler would. */
  terminateConnections(database: string): Promise<number>;
  /** Stops the server (fast: connections are ended) and starts it again. */
  restart(options?: { downMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server of a test's own, in a temporary folder on a free port: stopped, restarted and
 * cut by the test, which the shared server must never be. Tuned for tests: no fsync.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  const dir = await mkdtemp(join(tmpdir(), 'brasa-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(gid));
  }
  const port = await freePort();
  await server(join(bin, 'initdb'), ['-D', data, '-U', 'brasa', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-k ${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = (...args: string[]) =>
    server(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-o', options, ...args]);
  await pgCtl('start', '-w');
  const url = (name = 'postgres') => `postgres://brasa@127.0.0.1:${port}/${name}`;
  const admin = async <T>(sql: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  };
  return {
    url,
    async createDatabase(name) {
      await admin(`create database ${name}`);
      return url(name);
    },
    async terminateConnections(database) {
      const rows = await admin<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where datname = '${database}' and pid <> pg_backend_pid()`,
      );
      return rows.filter((row) => row.ended).length;
    },
    async restart({ downMs = 0 } = {}) {
      await pgCtl('stop', '-m', 'fast', '-w');
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await pgCtl('start', '-w');
    },
    async stop() {
      await pgCtl('stop', '-m', 'immediate', '-w').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
