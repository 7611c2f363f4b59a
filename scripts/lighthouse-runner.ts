/**
 * Lighthouse as the measuring scripts run it: a headless Chromium of its own, then the pinned
 * Lighthouse through npx (so the test install stays small) with its mobile defaults, and the report
 * it writes. Used by `npm run lighthouse` (the app's main screens) and `npm run bench:floor` (the
 * stack alone).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, trustCertificate } from './chromium.ts';

export interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: Details;
}
export interface Details {
  type: string;
  items?: Array<Record<string, unknown>>;
  headings?: Array<{ key: string | null; valueType?: string; label?: string }>;
}
export interface Report {
  categories: Record<
    string,
    { title: string; score: number | null; auditRefs: Array<{ id: string; weight: number; group?: string }> }
  >;
  audits: Record<string, Audit>;
  runWarnings: string[];
  /** How fast this machine ran Lighthouse's own CPU test at the run's start (higher is faster). */
  environment: { benchmarkIndex: number };
}

/** A headless Chromium with a new profile and a debugging port for Lighthouse. */
export async function launchChromium(
  spki: string | undefined,
): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      // The certificate the run's server made: trusted, and no other.
      ...trustCertificate(spki),
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so stopping it stops its helper processes too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`chromium exited (${code}): ${seen}`)));
  });
  return {
    port,
    async stop() {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await exited;
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch (error) {
        console.warn(`could not remove the profile ${profile}: ${error}`);
      }
    },
  };
}

/**
 * Lighthouse on the given Chromium (`--port`), with its mobile defaults; writes `<output>.report.json`
 * and `.html`, and answers the JSON report. `keepStorage`: what the page stored before stays (a repeat
 * visit keeps the service worker and its caches).
 */
export async function runLighthouse(
  url: string,
  port: number,
  output: string,
  { keepStorage = false } = {},
): Promise<Report> {
  const child = spawn(
    'npx',
    [
      '--yes',
      'lighthouse@13.5.0',
      url,
      `--port=${port}`,
      '--output=json',
      '--output=html',
      `--output-path=${output}`,
      '--quiet',
      ...(keepStorage ? ['--disable-storage-reset'] : []),
    ],
    { stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`lighthouse ${url} exited with ${code}`);
  return JSON.parse(readFileSync(`${output}.report.json`, 'utf8')) as Report;
}

/**
 * Lighthouse times the page's work and multiplies it by four (a mid-range phone): on a machine whose
 * speed changes from minute to minute, the same build scores apart, and this says how fast it was.
 */
export const hostSpeed = (report: Report) =>
  ` (host CPU benchmark ${Math.round(report.environment.benchmarkIndex)})`;
