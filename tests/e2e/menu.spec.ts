import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet } from './api.ts';
import { expect, expectNoAxeViolations, oneViewportPerLanguage, test } from './fixtures.ts';
import { restoreCustomerSession } from './session.ts';

interface Item {
  id: string;
  category_id: string;
  name: string;
  status: 'AVAILABLE' | 'UNAVAILABLE';
}
interface Product extends Item {
  options: {
    name: string;
    minPermitted: number;
    status: string;
    choices: { name: string; status: string }[];
  }[];
}

const LOCALES = [
  {
    locale: 'pt-BR',
    menu: 'Cardápio',
    search: 'Buscar no cardápio',
    tabs: 'Categorias',
    unavailable: 'Indisponível',
    favorite: 'Favorito',
    favorites: 'Seus favoritos',
    required: 'Escolha as opções marcadas como obrigatórias',
    groupMissing: 'Escolha uma opção aqui para adicionar o prato.',
    added: 'no seu carrinho',
    minimum: 'Digite pelo menos 4 caracteres',
  },
  {
    locale: 'en-US',
    menu: 'Menu',
    search: 'Search the menu',
    tabs: 'Categories',
    unavailable: 'Unavailable',
    favorite: 'Favorite',
    favorites: 'Your favorites',
    required: 'Choose the options marked as required',
    groupMissing: 'Choose an option here to add the dish.',
    added: 'added to your cart',
    minimum: 'Type at least 4 characters',
  },
] as const;

/** A dish's row by its name (its heart's name starts with the word for favorite). */
const dishNamed = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** Opens /menu as the seeded customer and reads, from the app's first menu call, the service it shows. */
async function openMenu(page: Page, path = '/menu') {
  const first = page.waitForRequest((r) => r.url().includes('/api/catalog/v1/items?'));
  await page.goto(path);
  const serviceId = new URL((await first).url()).searchParams.get('service-id');
  if (serviceId === null) throw new Error('the menu was asked for without a service');
  return serviceId;
}

/** The whole menu of a service as the API lists it (pages of 50), in the page's language. */
async function wholeMenu(request: APIRequestContext, serviceId: string, locale: string) {
  const items: Item[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = await apiGet<{ items: Item[]; total: number }>(
      request,
      `/catalog/v1/items?service-id=${serviceId}&limit=50&offset=${offset}`,
      locale,
    );
    items.push(...page.items);
    if (items.length >= page.total || page.items.length === 0) return items;
  }
}

for (const words of LOCALES) {
  test.describe(`the menu (${words.locale})`, () => {
    oneViewportPerLanguage(words.locale);
    test.beforeEach(async ({ page, request, context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: words.locale, url: baseURL as string }]);
      await restoreCustomerSession(page, request);
    });

    test('browses the categories, loads past the first page as it scrolls, marks a disabled dish', async ({
      page,
      request,
    }) => {
      const pages: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/catalog/v1/items?'))
          pages.push(new URL(r.url()).searchParams.get('offset') ?? '');
      });
      const serviceId = await openMenu(page);
      await expect(page.getByRole('heading', { level: 1, name: words.menu })).toBeVisible();
      const menu = await wholeMenu(request, serviceId, words.locale);
      const [firstDish] = menu;
      await expect(dishNamed(page, firstDish?.name ?? '')).toBeVisible();
      expect(pages).toEqual(['0']);

      // Scrolling near the end of the first page asks for the second (offset = page × 10).
      for (let step = 0; step < 30 && !pages.includes('10'); step += 1) {
        await page.mouse.wheel(0, 300);
        await page.waitForTimeout(100);
      }
      expect(pages).toEqual(['0', '10']);
      const eleventh = menu[10] as Item;
      await expect(page.getByText(eleventh.name, { exact: true })).toBeAttached();

      // A tab takes the list to its category, loading pages until its dishes are there.
      const tabs = page.getByRole('navigation', { name: words.tabs });
      const chosenTab = tabs.getByRole('link').nth(4);
      const chosenCategory = (await chosenTab.textContent()) ?? '';
      await chosenTab.click();
      await expect(page).toHaveURL(/\/menu\?category=/);
      await expect(page.getByRole('heading', { level: 2, name: chosenCategory })).toBeInViewport();
      await expect(chosenTab).toHaveAttribute('aria-current', 'page');
      await expect(chosenTab).toHaveAttribute('data-lit', 'true');
      // Lit, it is drawn filled (the brand's charcoal), unlike the others.
      await expect(chosenTab).toHaveCSS('background-color', 'rgb(31, 26, 23)');
      await expect(tabs.getByRole('link').first()).not.toHaveCSS('background-color', 'rgb(31, 26, 23)');

      // A dish the store disabled is listed, marked unavailable, and does not open.
      const disabled = menu.find((item) => item.status === 'UNAVAILABLE') as Item;
      await page.goto(`/menu?category=${disabled.category_id}`);
      const row = dishNamed(page, disabled.name);
      await expect(row).toBeVisible();
      await expect(row).toContainText(words.unavailable);
      await expect(row).toBeDisabled();
      await expectNoAxeViolations(page);
    });

    test('searches only from 4 characters, after the debounce', async ({ page }) => {
      await openMenu(page);
      const searches: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/items/search'))
          searches.push(new URL(r.url()).searchParams.get('query') ?? '');
      });
      const field = page.getByRole('searchbox', { name: words.search });
      await field.fill('pic');
      await expect(page.getByText(words.minimum)).toBeVisible();
      await page.waitForTimeout(2500);
      expect(searches).toEqual([]);
      const answered = page.waitForResponse((r) => r.url().includes('/items/search'));
      const typedAt = Date.now();
      await field.fill('pica');
      await answered;
      expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1900);
      expect(searches).toEqual(['pica']);
      await expect(
        page
          .getByRole('list', { name: /.+/ })
          .getByRole('button', { name: /Picanha/i })
          .first(),
      ).toBeVisible();
    });

    test('names the required option missed, then adds the dish with it', async ({ page, request }) => {
      const serviceId = await openMenu(page);
      const menu = await wholeMenu(request, serviceId, words.locale);
      let dish: Product | undefined;
      for (const item of menu.filter((candidate) => candidate.status === 'AVAILABLE')) {
        const product = await apiGet<Product>(
          request,
          `/catalog/v1/item?item-id=${item.id}&service-id=${serviceId}`,
          words.locale,
        );
        if (product.options.some((group) => group.minPermitted > 0 && group.status === 'AVAILABLE')) {
          dish = product;
          break;
        }
      }
      if (dish === undefined) throw new Error('the demo menu has no dish with a required option');
      const required = dish.options.filter((group) => group.minPermitted > 0 && group.status === 'AVAILABLE');
      await page.goto(`/menu?category=${dish.category_id}`);
      await dishNamed(page, dish.name).click();
      const sheet = page.getByRole('dialog', { name: dish.name });
      // Tapped once scrolled to the note at the bottom: the first missing group comes into sight,
      // marked, with the focus on its first choice, so a screen reader reads what is missing.
      await sheet.getByRole('spinbutton').or(sheet.locator('textarea')).first().scrollIntoViewIfNeeded();
      await sheet.getByRole('button', { name: /·/ }).click();
      const firstMissing = sheet.getByRole('group', { name: new RegExp(required[0]?.name ?? '') });
      await expect(firstMissing).toHaveAttribute('aria-invalid', 'true');
      await expect(firstMissing).toBeInViewport();
      await expect(firstMissing.getByText(words.groupMissing)).toBeVisible();
      await expect(firstMissing.locator('input:focus')).toHaveCount(1);
      const alert = sheet.getByRole('alert');
      await expect(alert).toContainText(
        `${words.required}: ${required.map((group) => group.name).join(', ')}`,
      );
      for (const group of required) {
        const choice = group.choices.find((candidate) => candidate.status === 'AVAILABLE') as {
          name: string;
        };
        await sheet
          .getByRole('group', { name: new RegExp(group.name) })
          .getByLabel(choice.name, { exact: true })
          .check();
      }
      await expect(alert).toBeEmpty();
      await expectNoAxeViolations(page);
      await sheet.getByRole('button', { name: /·/ }).click();
      await expect(sheet).toBeHidden();
      await expect(page.getByText(`1× ${dish.name} ${words.added}`)).toBeVisible();
    });

    test("the menu's page names its code, so it comes as the page is read and the app links none of it", async ({
      page,
      request,
    }) => {
      const served = page.waitForResponse(
        (r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/menu',
      );
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      const serviceId = await openMenu(page);
      const [firstDish] = await wholeMenu(request, serviceId, words.locale);
      await expect(dishNamed(page, firstDish?.name ?? '')).toBeVisible();

      const html = await (await served).text();
      const named = [
        ...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" crossorigin href="([^"]+)">/g),
      ].map(([, href]) => href);
      // The screen, the catalog's flow, and the language the page starts in.
      const firstScreen = requested.filter((path) =>
        /\/(menu-page|catalog-chunk|messages)-[\w-]+\.js$/.test(path),
      );
      expect(firstScreen).toHaveLength(3);
      expect(named).toEqual(expect.arrayContaining(firstScreen));
      const linked = await page.evaluate(() =>
        [...document.head.querySelectorAll('link')].map((link) => new URL(link.href).pathname),
      );
      expect(named.filter((href) => linked.filter((path) => path === href).length !== 1)).toEqual([]);
    });

    test('a favorite survives a reload and leaves the list when unfavorited', async ({ page, request }) => {
      const serviceId = await openMenu(page);
      const menu = await wholeMenu(request, serviceId, words.locale);
      const dish = menu.find((item) => item.status === 'AVAILABLE') as Item;
      const heart = page.getByRole('button', { name: `${words.favorite}: ${dish.name}` });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const saved = page.waitForResponse(
        (r) => r.url().includes('/crm/v1/favorites/items') && r.request().method() === 'POST',
      );
      await heart.click();
      expect((await saved).ok()).toBe(true);
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/favorites');
      const list = page.getByRole('list', { name: words.favorites });
      await expect(list.getByText(dish.name)).toBeVisible();
      await expectNoAxeViolations(page);
      await list.getByRole('button', { name: `${words.favorite}: ${dish.name}` }).click();
      await expect(page.getByText(dish.name)).toBeHidden();
      await page.reload();
      await expect(page.getByRole('button', { name: `${words.favorite}: ${dish.name}` })).toHaveCount(0);
    });
  });
}
