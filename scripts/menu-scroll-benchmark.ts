/**
 * Scrolling the large dev menu (2,000 dishes, `POST /api/dev/menu/large`) on a phone: the long tasks
 * (PerformanceObserver `longtask`, over 50 ms) while the list scrolls and loads its pages. The issue's
 * target: none. Not a timed test: a measurement to run by hand (`npm run build && npm run bench:menu`).
 *
 * Usage: `npm run bench:menu [-- --runs 3] [--cpu 4] [--steps 120]`
 *   --runs N   how many scroll sessions, each in a new page (default 3)
 *   --cpu N    Chromium's CPU slowdown (default 1: this machine is slow enough)
 *   --steps N  wheel steps of 400 px, one per frame or so (default 120: about 40 pages of dishes)
 *
 * Each run: the demo customer signed in with a main address (API and storage, scripts/diner.ts),
 * `/menu` on a Pixel 7, the first dishes on screen, then the wheel; the long tasks from the first
 * wheel step to a second after the last one. Exit code 1 when one is over the target.
 */
import { parseArgs } from 'node:util';
import { chromium, devices, type Page, request } from '@playwright/test';
import { startBuiltApp } from './app-server.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './chromium.ts';
import { OPEN_HOURS, seedAppStorage, signedInSlices, signInCustomer } from './diner.ts';
import { positiveOption } from './positive-option.ts';

const TARGET_MS = 50;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '1' },
    steps: { type: 'string', default: '120' },
  },
});
const runs = positiveOption('runs', values.runs);
const cpu = positiveOption('cpu', values.cpu);
const steps = positiveOption('steps', values.steps);

/** Runs in the page before the app: every long task, with what the page was doing then. */
function watchLongTasks() {
  const marks = window as unknown as { __longTasks: Array<{ start: number; duration: number }> };
  marks.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      marks.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

interface Run {
  longTasks: number[];
  rows: number;
  scrolled: number;
}

async function scrollMenu(page: Page): Promise<Run> {
  await page.addInitScript(watchLongTasks);
  await page.goto('/menu');
  const firstDish = page.locator('.menu-list .dish-row').first();
  await firstDish.waitFor({ state: 'visible', timeout: 30_000 });
  // Start-up is not what is measured: a second to settle, then only what scrolling causes.
  await page.waitForTimeout(1000);
  const from = await page.evaluate(() => performance.now());
  await page.mouse.move(200, 500);
  for (let step = 0; step < steps; step++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(1000);
  return page.evaluate((since) => {
    const marks = window as unknown as { __longTasks: Array<{ start: number; duration: number }> };
    return {
      longTasks: marks.__longTasks.filter((task) => task.start >= since).map((task) => task.duration),
      rows:
        Number(document.querySelector('.menu-list .menu-list__row:last-child')?.getAttribute('data-index')) +
        1,
      scrolled: window.scrollY,
    };
  }, from);
}

const server = await startBuiltApp('bench-menu');
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
const api = await request.newContext({ baseURL: server.url });
let failed = false;
try {
  for (const [path, data] of [
    ['/api/dev/clock', { at: OPEN_HOURS }],
    ['/api/dev/menu/large', undefined],
  ] as const) {
    const answer = await api.post(path, { data });
    if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
  }
  console.log(
    `the large menu scrolled by the wheel (${steps} × 400 px), signed-in customer, Pixel 7, CPU ×${cpu}\n`,
  );
  const all: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'pt-BR', baseURL: server.url });
    const start = await context.newPage();
    await seedAppStorage(start, signedInSlices(await signInCustomer(api), { returning: true }));
    await start.close();
    const page = await context.newPage();
    if (cpu > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const run = await scrollMenu(page);
    await context.close();
    all.push(...run.longTasks);
    const sorted = [...run.longTasks].sort((a, b) => b - a);
    console.log(
      `run ${i}: ${run.longTasks.length} long tasks` +
        `${sorted.length ? ` (${sorted.map((ms) => `${ms.toFixed(0)} ms`).join(', ')})` : ''}` +
        ` · ${run.rows} rows listed, scrolled to ${run.scrolled.toFixed(0)} px`,
    );
  }
  const longest = Math.max(0, ...all);
  failed = longest > TARGET_MS;
  console.log(
    `\nlongest task ${longest.toFixed(0)} ms over ${runs} runs · target ≤ ${TARGET_MS} ms: ${failed ? 'MISSED' : 'met'}`,
  );
} finally {
  await api.dispose();
  await browser.close();
  await server.close();
}
if (failed) process.exit(1);
