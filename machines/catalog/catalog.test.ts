import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, createMachine, fromPromise } from 'xstate';
import { heardOf, standInChart, standInInputOf } from '../../tests/model/stand-in-chart.ts';
import { atHome, delivery, dish, firstCategories, takeout } from './catalog.fixtures.ts';
import { catalogMachine } from './catalog.machine.ts';
import {
  selectDefaultCategories,
  selectFavoriteItems,
  selectHasNoService,
  selectIsFavoritesFailed,
  selectMenu,
  selectProduct,
  selectSearch,
} from './catalog.selectors.ts';
import type { CatalogInput } from './catalog.types.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startCatalog(
  input: CatalogInput,
  loadFavoriteItems = async () => [dish],
  charts: { menu?: AnyStateMachine } = {},
) {
  let failures = 0;
  let addressAsked = 0;
  const machine = catalogMachine.provide({
    actors: {
      menu: charts.menu ?? standInChart('menu'),
      search: standInChart('search'),
      favorites: standInChart('favorites'),
      product: standInChart('product'),
      loadFavoriteItems: fromPromise(loadFavoriteItems),
      loadDefaultCategories: fromPromise(async () => firstCategories),
    },
    actions: {
      reportFavoritesFailed: () => {
        failures += 1;
      },
      askForAddress: () => {
        addressAsked += 1;
      },
    },
  });
  const catalog = createActor(machine, { input }).start();
  const enter = (pathname: string, search = '') => catalog.send({ type: 'route.entered', pathname, search });
  return { catalog, enter, failures: () => failures, addressAsked: () => addressAsked };
}

describe('the catalog', () => {
  it('runs the menu on /menu only, opening at a linked category', () => {
    const { catalog, enter } = startCatalog(atHome());
    expect(selectMenu(catalog.getSnapshot())).toBeUndefined();
    enter('/menu', '?category=sides');
    expect(standInInputOf(selectMenu(catalog.getSnapshot()))).toEqual({ ...delivery, categoryId: 'sides' });
    enter('/favorites');
    expect(selectMenu(catalog.getSnapshot())).toBeUndefined();
  });

  it('takes the open menu to the category a tab links to', () => {
    const { catalog, enter } = startCatalog(atHome({ pathname: '/menu' }));
    const menu = selectMenu(catalog.getSnapshot());
    enter('/menu', '?category=drinks');
    expect(selectMenu(catalog.getSnapshot())).toBe(menu);
    expect(heardOf(menu, 'category.select')).toEqual([{ type: 'category.select', categoryId: 'drinks' }]);
  });

  it('waits for the service, and starts the menu and search again when it changes', () => {
    const { catalog } = startCatalog(atHome({ pathname: '/menu', service: undefined, serviceKnown: false }));
    expect(selectMenu(catalog.getSnapshot())).toBeUndefined();
    expect(selectSearch(catalog.getSnapshot())).toBeUndefined();
    // Start-up is still asking: not yet "no store serves this address".
    expect(selectHasNoService(catalog.getSnapshot())).toBe(false);
    catalog.send({
      type: 'service.changed',
      service: takeout,
      serviceKnown: true,
      searchSettings: { minSize: 3 },
    });
    expect(standInInputOf(selectMenu(catalog.getSnapshot()))).toMatchObject({ serviceId: 'svc-takeout' });
    expect(standInInputOf(selectSearch(catalog.getSnapshot()))).toEqual({
      serviceId: 'svc-takeout',
      minSize: 3,
    });
  });

  it('keeps the menu, the sheet and the home’s dishes when only the search’s settings arrive', async () => {
    const { catalog, enter } = startCatalog(atHome({ searchSettings: {} }));
    await settle();
    catalog.send({ type: 'product.open', item: dish });
    enter('/menu');
    const menu = selectMenu(catalog.getSnapshot());
    catalog.send({ type: 'product.open', item: dish });
    const product = selectProduct(catalog.getSnapshot());
    catalog.send({
      type: 'service.changed',
      service: delivery,
      serviceKnown: true,
      searchSettings: { minSize: 5, debounce: 900 },
    });
    expect(selectMenu(catalog.getSnapshot())).toBe(menu);
    expect(selectProduct(catalog.getSnapshot())).toBe(product);
    expect(catalog.getSnapshot().matches({ defaultCategories: 'ready' })).toBe(true);
    expect(standInInputOf(selectSearch(catalog.getSnapshot()))).toEqual({
      serviceId: 'svc-delivery',
      minSize: 5,
      debounce: 900,
    });
  });

  it('sends the customer out of range to change the address, and opens the menu again after', () => {
    const ended = createMachine({ initial: 'done', states: { done: { type: 'final' } } });
    const { catalog, enter, addressAsked } = startCatalog(atHome({ pathname: '/menu' }), undefined, {
      menu: ended,
    });
    expect(addressAsked()).toBe(1);
    expect(catalog.getSnapshot().matches({ menu: 'resting' })).toBe(true);
    enter('/');
    expect(catalog.getSnapshot().matches({ menu: 'closed' })).toBe(true);
  });

  it('opens the product sheet of a dish for the service shown, and closes it off the page', () => {
    const { catalog, enter } = startCatalog(atHome());
    catalog.send({ type: 'product.open', item: dish });
    expect(standInInputOf(selectProduct(catalog.getSnapshot()))).toEqual({
      item: dish,
      serviceId: 'svc-delivery',
    });
    enter('/menu');
    expect(selectProduct(catalog.getSnapshot())).toBeUndefined();
  });

  it('loads the home’s default categories once per service', async () => {
    const { catalog, enter } = startCatalog(atHome());
    await settle();
    expect(selectDefaultCategories(catalog.getSnapshot())).toEqual(firstCategories);
    enter('/menu');
    enter('/');
    expect(catalog.getSnapshot().matches({ defaultCategories: 'ready' })).toBe(true);
  });

  it('loads the favorites’ dishes each time /favorites is entered by a signed-in customer', async () => {
    let calls = 0;
    const { catalog, enter } = startCatalog(atHome(), async () => {
      calls += 1;
      return [dish];
    });
    enter('/favorites');
    await settle();
    expect(selectFavoriteItems(catalog.getSnapshot())).toEqual([dish]);
    enter('/favorites');
    await settle();
    expect(calls).toBe(2);
  });

  it('shows an empty list and reports it when the favorites do not load', async () => {
    const { catalog, enter, failures } = startCatalog(atHome(), async () => {
      throw { key: 'network' };
    });
    enter('/favorites');
    await settle();
    expect(selectIsFavoritesFailed(catalog.getSnapshot())).toBe(true);
    expect(selectFavoriteItems(catalog.getSnapshot())).toEqual([]);
    expect(failures()).toBe(1);
  });

  it('asks a guest nothing on /favorites, and starts the hearts again when they sign in', () => {
    const { catalog, enter } = startCatalog(atHome({ signedIn: false }));
    enter('/favorites');
    expect(catalog.getSnapshot().matches({ favoriteItems: 'idle' })).toBe(true);
    expect(standInInputOf(catalog.getSnapshot().children.favorites)).toEqual({ signedIn: false });
    catalog.send({ type: 'user.changed', signedIn: true });
    expect(standInInputOf(catalog.getSnapshot().children.favorites)).toEqual({ signedIn: true });
    expect(catalog.getSnapshot().matches({ favoriteItems: 'loading' })).toBe(true);
  });
});

describe('the catalog’s analytics (spec §7)', () => {
  it('reports the dish tapped (PRODUCT_OPENED) and the banner tapped, each once', () => {
    const opened: unknown[] = [];
    const banners: unknown[] = [];
    const machine = catalogMachine.provide({
      actors: {
        menu: standInChart('menu'),
        search: standInChart('search'),
        favorites: standInChart('favorites'),
        product: standInChart('product'),
        loadFavoriteItems: fromPromise(async () => [dish]),
        loadDefaultCategories: fromPromise(async () => firstCategories),
      },
      actions: {
        trackProductOpened: (_, item) => void opened.push(item),
        trackBannerClicked: (_, banner) => void banners.push(banner),
      },
    });
    const catalog = createActor(machine, { input: atHome() }).start();
    catalog.send({ type: 'product.open', item: dish });
    catalog.send({ type: 'product.open', item: { ...dish, id: 'another' } });
    catalog.send({ type: 'banner.clicked', banner: { id: 'b-1', title: 'Picanha' } });
    expect(opened).toEqual([dish, { ...dish, id: 'another' }]);
    expect(banners).toEqual([{ id: 'b-1', title: 'Picanha' }]);
  });
});
