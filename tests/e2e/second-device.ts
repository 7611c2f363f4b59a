import type { Page } from '@playwright/test';
import { test } from './fixtures.ts';

/**
 * Another phone of the same person: a new browser context of the first page's screen and language
 * (its locale cookie too), with nothing of its storage. Closing its context closes it.
 */
export async function openSecondDevice(first: Page): Promise<Page> {
  const browser = first.context().browser();
  if (browser === null) throw new Error('no browser for a second device');
  const { use } = test.info().project;
  const origin = new URL(first.url()).origin;
  const locale = await first.evaluate(() => navigator.language);
  const cookies = (await first.context().cookies(origin)).filter((cookie) => cookie.name === 'locale');
  const viewport = first.viewportSize();
  const context = await browser.newContext({
    ...(viewport === null ? {} : { viewport }),
    ...(use.userAgent === undefined ? {} : { userAgent: use.userAgent }),
    isMobile: use.isMobile ?? false,
    hasTouch: use.hasTouch ?? false,
    deviceScaleFactor: use.deviceScaleFactor ?? 1,
    locale,
    baseURL: origin,
    serviceWorkers: 'block',
  });
  await context.addCookies(cookies);
  return context.newPage();
}
