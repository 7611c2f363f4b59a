/**
 * Lighthouse mobile scores of the main screens against a running app (`npm start`), DESIGN §9:
 * every category ≥ 95. Usage: `npm run lighthouse [-- http://localhost:3000]`.
 * Runs the pinned Lighthouse through npx so the test install stays small.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = process.argv[2] ?? 'http://localhost:3000';
const screens = ['/'];
const minimum = 0.95;
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
].join(' ');

let failed = false;
for (const screen of screens) {
  const output = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'report.json');
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@13.5.0',
      `${base}${screen}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: Record<string, { title: string; score: number | null }>;
  };
  const scores = Object.values(report.categories).map(({ title, score }) => ({ title, score: score ?? 0 }));
  console.log(
    `${screen}: ${scores.map(({ title, score }) => `${title} ${Math.round(score * 100)}`).join(' · ')}`,
  );
  if (scores.some(({ score }) => score < minimum)) failed = true;
}
if (failed) {
  console.error(`a screen scored under ${minimum * 100}`);
  process.exit(1);
}
