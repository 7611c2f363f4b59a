/**
 * The floor under the app's numbers: a page of its stack alone (scripts/stack-floor/hello.tsx: React,
 * the router, XState, zod, ofetch, Lingui) built by the app's Vite with its React plugin, target and
 * brotli files, served by the reference server over HTTPS and HTTP/2 as `npm run lighthouse` serves
 * the app, and measured as the app's screens are: its JavaScript (brotli), its Lighthouse mobile
 * scores, and when its heading is painted on a phone (Pixel 7, the files in the HTTP cache) by the
 * page's clock, as `npm run bench:table` times the bill. This machine's speed changes from hour to
 * hour: the app's measurements mean most beside this one, taken at the same time. No target: a
 * reading.
 *
 * Usage: `npm run bench:floor [-- --runs 3] [-- --paints 10]`
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { startBuiltApp } from './app-server.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH, trustCertificate } from './chromium.ts';
import { hostSpeed, launchChromium, runLighthouse } from './lighthouse-runner.ts';
import { medianOf } from './median.ts';
import { watchPainted } from './painted.ts';
import { positiveOption } from './positive-option.ts';
import { brotliAssets } from './vite-brotli.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, paints: { type: 'string', default: '10' } },
});
const runs = positiveOption('runs', values.runs);
const paints = positiveOption('paints', values.paints);
/** A pause between the visit that fills the cache and the one timed. */
const SETTLE_MS = 1000;

const outDir = resolve('.data/stack-floor/dist');
await build({
  root: resolve('scripts/stack-floor'),
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), brotliAssets()],
  build: { outDir, emptyOutDir: true, target: 'es2022', manifest: true },
});
const assets = join(outDir, 'assets');
const brotliBytes = readdirSync(assets)
  .filter((file) => file.endsWith('.js.br'))
  .reduce((sum, file) => sum + statSync(join(assets, file)).size, 0);
console.log(`the stack alone: ${(brotliBytes / 1024).toFixed(1)} KiB of JavaScript (brotli)\n`);

const server = await startBuiltApp('stack-floor', { distDir: outDir, tls: true });
const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);
try {
  const scores: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const browser = await launchChromium(server.spki);
    try {
      const report = await runLighthouse(
        `${server.url}/`,
        browser.port,
        join(outDir, '..', `lighthouse-${run}`),
      );
      const score = Math.round((report.categories.performance?.score ?? 0) * 100);
      scores.push(score);
      const metric = (id: string) => ms(report.audits[id]?.numericValue);
      console.log(
        `Lighthouse run ${run}: performance ${score}${hostSpeed(report)}; Total Blocking Time ` +
          `${metric('total-blocking-time')}, FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}`,
      );
    } finally {
      await browser.stop();
    }
  }
  console.log(`Lighthouse performance median of ${runs}: ${medianOf(scores)}\n`);

  const browser = await chromium.launch({
    executablePath: HEADLESS_SHELL_PATH,
    args: [...CHROMIUM_ARGS, ...trustCertificate(server.spki)],
  });
  try {
    const times: number[] = [];
    for (let run = 1; run <= paints; run++) {
      const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'pt-BR' });
      const first = await context.newPage();
      await first.goto(`${server.url}/`);
      await first.close();
      await new Promise((done) => setTimeout(done, SETTLE_MS));
      const page = await context.newPage();
      const painted = await watchPainted(page, 'h1');
      await page.goto(`${server.url}/`);
      times.push((await painted()).painted);
      await context.close();
    }
    console.log(`heading painted, Pixel 7, files cached: ${times.map(ms).join(', ')}`);
    console.log(`median ${ms(medianOf(times))}`);
  } finally {
    await browser.close();
  }
} finally {
  await server.close();
}
