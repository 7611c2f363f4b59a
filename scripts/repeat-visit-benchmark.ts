/**
 * A repeat visit served by the service worker, measured by the page itself: the Largest Contentful
 * Paint of every main screen (scripts/main-screens.ts) when the customer opens it again. The target
 * is a median of at most 1.0 s on each. Not a timed test: a measurement to run by hand
 * (`npm run build && npm run bench:repeat`), as `bench:table` is.
 *
 * Usage: `npm run bench:repeat [-- --runs 5] [-- --only /menu]`
 *   --runs N    page loads per screen (default 5)
 *   --only P    only the screen at path P (repeatable)
 *
 * Per screen: a new Chromium context with Pixel 7 emulation, brought to the screen as its customer
 * (signed in, seated, a dish in the cart), the screen opened until the service worker controls it;
 * then each run opens the screen in a new tab and reads the last `largest-contentful-paint` entry
 * once the network is quiet. The app is served as production serves it (HTTPS and HTTP/2, a
 * certificate made for the run and trusted by this Chromium only), on localhost, at lunchtime on the
 * API's business clock. No throttling: `npm run lighthouse -- --repeat` gives the same visit on
 * Lighthouse's simulated slow phone. Exit code 1 when a screen's median misses the target.
 */
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium, devices, request } from '@playwright/test';
import { startBuiltApp } from './app-server.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH, trustCertificate } from './chromium.ts';
import { OPEN_HOURS } from './diner.ts';
import { installServiceWorker, prepareScreen, screensAt } from './main-screens.ts';
import { medianOf } from './median.ts';
import { positiveOption } from './positive-option.ts';

const TARGET_MS = 1000;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string', multiple: true, default: [] },
  },
});
const runs = positiveOption('runs', values.runs);
const measured = screensAt(values.only);

interface Visit {
  lcp: number;
  element: string;
  controlled: boolean;
}

/** Runs in the page before the app: keeps the latest LCP entry. */
function watchLargestPaint() {
  const seen = window as unknown as { __lcp?: PerformanceEntry & { element?: Element | null } };
  new PerformanceObserver((list) => {
    seen.__lcp = list.getEntries().at(-1);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchLargestPaint);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const { __lcp: lcp } = window as unknown as {
        __lcp?: PerformanceEntry & { element?: Element | null };
      };
      if (!lcp) throw new Error(`no largest-contentful-paint entry on ${location.pathname}`);
      const element = lcp.element;
      const text = element?.textContent?.trim().slice(0, 40);
      return {
        lcp: lcp.startTime,
        element: element ? `<${element.tagName.toLowerCase()}${text ? `> "${text}"` : '>'}` : '(removed)',
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
  } finally {
    await page.close();
  }
}

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

const server = await startBuiltApp('repeat', { tls: true });
const browser = await chromium.launch({
  executablePath: HEADLESS_SHELL_PATH,
  // The run's certificate, trusted: a service worker is never installed from an untrusted origin.
  args: [...CHROMIUM_ARGS, ...trustCertificate(server.spki)],
});
let failed = false;
try {
  // The menu as a customer sees it at lunch, not the closed store's modal of the hour the script runs.
  const api = await request.newContext({ ignoreHTTPSErrors: true, baseURL: server.url });
  const clock = await api.post('/api/dev/clock', { data: { at: OPEN_HOURS } });
  await api.dispose();
  if (!clock.ok()) throw new Error(`the business clock: ${clock.status()}`);
  console.log(`a repeat visit served by the service worker, Pixel 7, no throttling: LCP per screen\n`);
  for (const screen of measured) {
    const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'pt-BR' });
    try {
      const url = `${server.url}${screen.path}`;
      const page = await context.newPage();
      await prepareScreen(page, server.url, screen);
      await installServiceWorker(page, url);
      await page.close();
      const visits: Visit[] = [];
      for (let run = 1; run <= runs; run++) {
        const seen = await visit(context, url);
        if (!seen.controlled)
          throw new Error(`${screen.path} run ${run}: the service worker did not serve it`);
        visits.push(seen);
      }
      const lcps = visits.map(({ lcp }) => lcp);
      const median = medianOf(lcps);
      const missed = median > TARGET_MS;
      failed ||= missed;
      console.log(`${screen.path} (${screen.who})`);
      console.log(`  LCP ${visits.map(({ lcp }) => ms(lcp).trim()).join(', ')}`);
      console.log(
        `  median ${ms(median).trim()} · worst ${ms(Math.max(...lcps)).trim()} · target ≤ ${TARGET_MS} ms: ` +
          `${missed ? 'MISSED' : 'met'}   (element: ${visits.at(-1)?.element})`,
      );
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
if (failed) process.exit(1);
