/**
 * Demo table link → the bill's items on screen, for a returning registered diner on a phone
 * (Pixel 7 emulation in Chromium's headless shell: scripts/chromium.ts), on localhost: the target is
 * a median of at most 400 ms. Not a timed
 * test: a measurement to run by hand (`npm run build && npm run bench:table`).
 *
 * Usage: `npm run bench:table [-- --runs 10] [--cold]`
 *   --runs N  how many page loads (default 10)
 *   --cold    drop the HTTP cache and the service worker before each load (a first visit's
 *             downloads); by default the service worker is installed and holds the app's files, as
 *             for a diner who used the app before
 *
 * Each run: a new browser context, signed in with terms accepted and tutorial seen (API and
 * storage, scripts/diner.ts), then the demo link. The time is the page's own clock (navigation
 * start = 0) when the bill's first item is laid out and a frame has been drawn after it.
 * Exit code 1 when the median misses the target. `npm run bench:floor` times a page of the app's
 * stack alone the same way: how much of the time is this machine's.
 */
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium, devices, request } from '@playwright/test';
import { DEMO_TABLE_PATH } from '../server/start.ts';
import { startBuiltApp } from './app-server.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './chromium.ts';
import { seedAppStorage, signedInSlices, signInCustomer } from './diner.ts';
import { medianOf } from './median.ts';
import { watchPainted } from './painted.ts';
import { positiveOption } from './positive-option.ts';

const TARGET_MS = 400;
/** A pause between preparing a run and measuring it. */
const SETTLE_MS = 1000;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, cold: { type: 'boolean', default: false } },
});
const runs = positiveOption('runs', values.runs);

/** The first line of the bill ("Itens", a list). */
const BILL_LINE = 'section[aria-labelledby="check-title"] li';

interface Run {
  visible: number;
  inserted: number;
  firstPaint: number | undefined;
  billAnswered: number | undefined;
}

async function measure(context: BrowserContext, baseURL: string): Promise<Run> {
  const page = await context.newPage();
  const billPainted = await watchPainted(page, BILL_LINE);
  if (values.cold) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: baseURL,
      storageTypes: 'cache_storage,service_workers',
    });
  }
  await page.goto(DEMO_TABLE_PATH);
  const { inserted, painted } = await billPainted();
  await page
    .getByRole('region', { name: /^(Itens|Items)$/ })
    .getByRole('listitem')
    .first()
    .waitFor({ state: 'visible' });
  if (!/\/table\/order$/.test(page.url())) throw new Error(`ended on ${page.url()}, not /table/order`);
  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    // One document from the link to the bill: no full reload on the way.
    if (!navigation?.name.includes('/table-payment')) throw new Error(`navigated to ${navigation?.name}`);
    // The join brings the bill; a bill read of its own, if the page made one, brought it instead.
    const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      /\/order\/v1\/table\/sessions\/[^/]+\/(join|order)\b/.test(entry.name),
    );
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      billAnswered: calls.at(-1)?.responseEnd,
    };
  });
  return { visible: painted, inserted, ...timings };
}

/** Nearest rank. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const ms = (value: number | undefined) =>
  value === undefined ? '   –   ' : `${value.toFixed(0).padStart(5)} ms`;

const server = await startBuiltApp('bench');
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
const api = await request.newContext({ baseURL: server.url });
let failed = false;
try {
  console.log(
    `demo link → bill visible, returning registered diner, Pixel 7, ${values.cold ? 'cold' : 'warm'} cache\n` +
      `${server.url}${DEMO_TABLE_PATH}\n`,
  );
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'pt-BR', baseURL: server.url });
    // Signed in afresh each time: a later run never refreshes a token an earlier one used.
    const start = await context.newPage();
    await seedAppStorage(start, signedInSlices(await signInCustomer(api), { returning: true }));
    // Installed, with the app's files precached: the page opened next is served by it.
    if (!values.cold) await start.evaluate(() => navigator.serviceWorker.ready);
    await start.close();
    // The browser's own work after that page (closing it, the worker's install) is over first.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const run = await measure(context, server.url);
    await context.close();
    times.push(run.visible);
    console.log(
      `run ${String(i).padStart(2)}: ${ms(run.visible)}   (first paint ${ms(run.firstPaint)}, ` +
        `bill answered ${ms(run.billAnswered)}, items in the page ${ms(run.inserted)})`,
    );
  }
  const median = medianOf(times);
  const p95 = percentile(times, 95);
  failed = median > TARGET_MS;
  console.log(
    `\nmedian ${ms(median)} · p95 ${ms(p95)} · target ≤ ${TARGET_MS} ms: ${failed ? 'MISSED' : 'met'}`,
  );
} finally {
  await api.dispose();
  await browser.close();
  await server.close();
}
if (failed) process.exit(1);
