/**
 * The main screens the performance budgets name (issue budget: every main screen), and how a
 * browser is brought to each as the customer who sees it: signed in, seated at the demo table, a
 * dish in the cart. Shared by the Lighthouse run and the repeat-visit benchmark.
 */
import { devices, type Page, request } from '@playwright/test';
import { DEMO_TABLE_PATH } from '../server/start.ts';
import { type AppSlices, BRAND_HEADERS, seedAppStorage, signedInSlices, signInCustomer } from './diner.ts';

export interface Screen {
  path: string;
  who: string;
  /** The app's storage before the page loads (a signed-in customer). */
  storage?: (base: string) => Promise<AppSlices>;
  /** Seated at the demo table through its link first: the app keeps the seat as it keeps it. */
  seated?: boolean;
  /** A dish put in the cart from the menu first (the cart is kept on the server and in the app). */
  withCart?: boolean;
}

/** A dish with no required choice: one tap on "add" puts it in the cart. */
const DISH = 'Kafta';

async function categoryOf(base: string, dish: string): Promise<string> {
  const api = await request.newContext({
    ignoreHTTPSErrors: true,
    baseURL: base,
    extraHTTPHeaders: BRAND_HEADERS,
  });
  try {
    const response = await api.get('/api/catalog/v1/items?limit=50&offset=0');
    if (!response.ok()) throw new Error(`the menu: ${response.status()}`);
    const { items } = (await response.json()) as { items: { name: string; category_id: string }[] };
    const found = items.find(({ name }) => name === dish);
    if (!found) throw new Error(`${dish} is not on the menu`);
    return found.category_id;
  } finally {
    await api.dispose();
  }
}

async function signedInCustomer(base: string): Promise<AppSlices> {
  const api = await request.newContext({ ignoreHTTPSErrors: true, baseURL: base });
  try {
    return signedInSlices(await signInCustomer(api), { returning: true });
  } finally {
    await api.dispose();
  }
}

const MAIN_SCREENS: Screen[] = [
  { path: '/', who: 'a new visitor' },
  { path: '/auth', who: 'a new visitor' },
  { path: '/table', who: 'a new diner: the table terms' },
  {
    path: '/table/order',
    who: 'the demo customer seated at table 7: the bill',
    storage: signedInCustomer,
    seated: true,
  },
  { path: '/menu', who: 'the demo customer, signed in with an address: the menu', storage: signedInCustomer },
  {
    path: '/payment',
    who: 'the demo customer with a dish in the cart: the payment',
    storage: signedInCustomer,
    withCart: true,
  },
];

/** The screens at the paths asked for (all of them when none is): an unknown path is an error. */
export function screensAt(paths: readonly string[]): Screen[] {
  const chosen = paths.length ? MAIN_SCREENS.filter(({ path }) => paths.includes(path)) : MAIN_SCREENS;
  if (chosen.length === 0)
    throw new Error(`--only: none of ${MAIN_SCREENS.map(({ path }) => path).join(' ')}`);
  return chosen;
}

/** In `page`'s browser profile: writes the screen's slices, sits down at the table, fills the cart. */
export async function prepareScreen(page: Page, base: string, screen: Screen): Promise<void> {
  if (screen.storage) await seedAppStorage(page, await screen.storage(base), `${base}/auth`);
  if (screen.seated) {
    // Table pages are for phones (spec §2): a browser without the phone's emulation gets its agent.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', {
      userAgent: devices['Pixel 7'].userAgent,
      userAgentMetadata: {
        platform: 'Android',
        platformVersion: '14',
        architecture: '',
        model: 'Pixel 7',
        mobile: true,
      },
    });
    await page.goto(`${base}${DEMO_TABLE_PATH}`);
    await page
      .getByRole('region', { name: /^(Itens|Items)$/ })
      .getByRole('listitem')
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 });
  }
  if (screen.withCart) {
    await page.goto(`${base}/menu?category=${await categoryOf(base, DISH)}`);
    await page
      .getByRole('button', { name: new RegExp(`^${DISH}`) })
      .first()
      .click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: /^Adicionar/ }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /^Ver carrinho/ }).waitFor({ state: 'visible', timeout: 30_000 });
  }
}

/**
 * Opens `url` until the service worker serves it: installed and holding the app's files (precached
 * on install), then in control of the page. What the browser keeps after that is a repeat visit's.
 */
export async function installServiceWorker(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForLoadState('networkidle');
}
