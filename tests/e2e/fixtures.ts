import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { REGISTER_DELAY_MS } from '../../machines/pwa/pwa.machine.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { BRAND_HEADERS, OPEN_HOURS } from '../../scripts/diner.ts';
import { workerServer } from './servers.ts';

export const brandHeaders = BRAND_HEADERS;

export { OPEN_HOURS };

/**
 * Axe's 1.5 MB source, run once per document: the builder evaluates it twice per scan, and a test
 * scans one page again as it changes.
 */
const axeSourceOncePerDocument = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`;

/**
 * Axe must report nothing on any page (WCAG 2.1 AA rules). It judges the page as it settles: a dialog
 * fading in has, for a moment, text of too little contrast.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // In the page itself: the app has no frames, and the default run's extra blank page costs each scan
  // about a second on two cores.
  const { violations } = await new AxeBuilder({ page, axeSource: axeSourceOncePerDocument })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const test = base.extend<{ resetApi: undefined }>({
  // Each worker has a server of its own (servers.ts): pages and API calls go to it.
  baseURL: async ({ baseURL }, use, testInfo) =>
    use(baseURL === undefined ? undefined : workerServer(baseURL, testInfo.parallelIndex)),
  resetApi: [
    async ({ request }, use) => {
      const reset = await request.post('/api/dev/reset');
      expect(reset.ok()).toBe(true);
      // The stores' hours are the API's business clock: a run at night would meet them closed (and the
      // unavailable-service modal over home). Tests about hours move the clock themselves.
      const clock = await request.post('/api/dev/clock', { data: { at: OPEN_HOURS } });
      expect(clock.ok()).toBe(true);
      await use(undefined);
    },
    { auto: true },
  ],
});

/**
 * A flow told in both languages runs each on one viewport: pt-BR on the phone, en-US on the desktop.
 * Every language and every viewport meets the flow, without the whole product of the two, which
 * the suite's time on two cores cannot afford. Called in a describe of one language.
 */
export function oneViewportPerLanguage(locale: string) {
  const onPhone = locale === 'pt-BR';
  test.skip(({ isMobile }) => isMobile !== onPhone, `${locale} runs on the ${onPhone ? 'phone' : 'desktop'}`);
}

/**
 * A describe of one language on its viewport (`oneViewportPerLanguage`): the browser speaks it, and the
 * app's language cookie names it before the first page.
 */
export function inLanguage(locale: string) {
  oneViewportPerLanguage(locale);
  speaks(locale);
}

/** A describe of one language on the phone alone: a journey met on a phone, told in both languages there. */
export function onPhoneIn(locale: string) {
  test.skip(({ isMobile }) => !isMobile, `${locale} on the phone`);
  speaks(locale);
}

function speaks(locale: string) {
  test.use({ locale });
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL as string }]);
  });
}

/**
 * Why a test runs on the phone only: what it checks (tokens, the start-up data, the service worker,
 * pushes) is the same on every screen, and the desktop project keeps its time for the screens whose
 * layout is its own.
 */
export const SAME_ON_EVERY_SCREEN = 'the same on every screen: tested on the phone';

/**
 * The full browser, for a spec about notifications: the suite's headless shell answers every
 * notification permission "denied". A browser is the worker's: `test.use` it at a file's top level.
 */
export const fullBrowser = { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } };

/**
 * How long what follows the service worker's install may take to show: the pwa chart registers the
 * worker `REGISTER_DELAY_MS` after the first screen, then it downloads the app.
 */
export const AFTER_WORKER_INSTALL = { timeout: REGISTER_DELAY_MS + 20_000 };
/** A test that waits for the worker's install (`AFTER_WORKER_INSTALL`) besides its own steps. */
export const WORKER_TEST_TIMEOUT = 60_000;

export { expect };
