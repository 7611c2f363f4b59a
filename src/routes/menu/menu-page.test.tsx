// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { atHome, firstCategories } from '../../../machines/catalog/catalog.fixtures.ts';
import { catalogMachine } from '../../../machines/catalog/catalog.machine.ts';
import type { CatalogActor } from '../../../machines/catalog/catalog.selectors.ts';
import { favoritesMachine } from '../../../machines/favorites/favorites.machine.ts';
import { menuItems, pageAt } from '../../../machines/menu/menu.fixtures.ts';
import { menuMachine } from '../../../machines/menu/menu.machine.ts';
import type {
  MenuItem,
  MenuPage as MenuPageAnswer,
  MenuPageInput,
} from '../../../machines/menu/menu.types.ts';
import { productMachine } from '../../../machines/product/product.machine.ts';
import type { LoadOptionsInput, OptionGroup } from '../../../machines/product/product.types.ts';
import { searchMachine } from '../../../machines/search/search.machine.ts';
import type { SearchItemsInput, SearchResults } from '../../../machines/search/search.types.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import { userMachine } from '../../../machines/user/user.machine.ts';
import { CatalogOverlays } from '../catalog/catalog-overlays.tsx';
import { DishRow } from '../catalog/dish-row.tsx';
import { appWith } from '../test-app.ts';
import { renderInRouter } from '../test-router.tsx';
import { MenuPage } from './menu-page.tsx';

const never = () => new Promise<never>(() => {});

/** The catalog on /menu with fake effects: the menu's pages answer as `loadMenuPage` says. */
function startCatalog(
  loadMenuPage: (input: MenuPageInput) => Promise<MenuPageAnswer>,
  { signedIn = true, signInRequested = () => {}, input = atHome({ pathname: '/menu', signedIn }) } = {},
) {
  const machine = catalogMachine.provide({
    actors: {
      menu: menuMachine.provide({
        actors: { loadMenuPage: fromPromise(({ input }) => loadMenuPage(input)) },
      }),
      search: searchMachine.provide({
        actors: { searchItems: fromPromise<SearchResults, SearchItemsInput>(never) },
      }),
      favorites: favoritesMachine.provide({
        actors: { saveFavorite: fromPromise(async () => {}) },
        actions: { requestSignIn: signInRequested },
      }),
      product: productMachine.provide({
        actors: { loadOptions: fromPromise<OptionGroup[], LoadOptionsInput>(never) },
      }),
      loadFavoriteItems: fromPromise(async (): Promise<MenuItem[]> => []),
      loadDefaultCategories: fromPromise(async () => firstCategories),
    },
  });
  return createActor(machine, { input }).start() as CatalogActor;
}

function renderMenu(catalog: CatalogActor, view: () => ReactNode = MenuPage) {
  const shell = createActor(createMachine({ context: { features: undefined } })).start();
  const app = appWith({
    catalog,
    user: createActor(userMachine, { input: undefined }).start(),
    session: createActor(sessionMachine, { input: undefined }).start(),
    startup: shell,
  });
  return renderInRouter(view, { app }, '/menu');
}

describe('the menu page', () => {
  it('shows the list’s shape while the first page loads', async () => {
    const { container } = await renderMenu(startCatalog(never));
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.getByText('Loading the menu')).toBeTruthy();
  });

  it('waits for start-up to find the store before it says no store serves the address', async () => {
    const catalog = startCatalog(never, {
      input: atHome({ pathname: '/menu', service: undefined, serviceKnown: false }),
    });
    await renderMenu(catalog);
    expect(screen.getByText('Loading the menu')).toBeTruthy();
    expect(screen.queryByText('No restaurant serves this address yet.')).toBeNull();
    act(() =>
      catalog.send({ type: 'service.changed', service: undefined, serviceKnown: true, searchSettings: {} }),
    );
    expect(await screen.findByText('No restaurant serves this address yet.')).toBeTruthy();
  });

  it('lists the categories as tabs linking to themselves', async () => {
    await renderMenu(startCatalog(async (input) => pageAt(input.offset)));
    const tabs = await screen.findByRole('navigation', { name: 'Categories' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Na brasa', 'Acompanhamentos', 'Bebidas']);
    expect(within(tabs).getByRole('link', { name: 'Bebidas' }).getAttribute('href')).toBe(
      '/menu?category=drinks',
    );
  });

  it('marks a dish disabled at the store unavailable, and does not open it', async () => {
    const catalog = startCatalog(never);
    const dish = menuItems.find((item) => !item.available) as MenuItem;
    await renderMenu(catalog, () => <DishRow catalog={catalog} item={dish} />);
    const row = screen.getByRole('button', { name: /^grill 3/ }) as HTMLButtonElement;
    expect(row.textContent).toContain('Unavailable');
    expect(row.disabled).toBe(true);
  });

  it('says a failed menu failed and tries again', async () => {
    let fail = true;
    await renderMenu(
      startCatalog(async (input) => {
        if (fail) throw { key: 'network' };
        return pageAt(input.offset);
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('No connection');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Categories' })).toBeTruthy();
  });

  it('says an empty menu is an error, never a blank page', async () => {
    await renderMenu(startCatalog(async () => ({ items: [], categories: [], total: 0 })));
    expect((await screen.findByRole('alert')).textContent).toContain('The menu did not come through');
  });

  it('offers a customer out of range to change the address', async () => {
    const catalog = startCatalog(async () => {
      throw { key: 'outOfRange' };
    });
    await renderMenu(catalog);
    expect((await screen.findByRole('alert')).textContent).toContain('outside the restaurant');
    fireEvent.click(screen.getByRole('button', { name: 'Change the address' }));
    await waitFor(() => expect(catalog.getSnapshot().matches({ menu: 'resting' })).toBe(true));
  });

  it('offers a guest who taps a heart to sign in', async () => {
    let requested = 0;
    const catalog = startCatalog(async (input) => pageAt(input.offset), {
      signedIn: false,
      signInRequested: () => {
        requested += 1;
      },
    });
    const dish = menuItems[0] as MenuItem;
    await renderMenu(catalog, () => (
      <>
        <DishRow catalog={catalog} item={dish} />
        <CatalogOverlays catalog={catalog} />
      </>
    ));
    fireEvent.click(await screen.findByRole('button', { name: 'Favorite: grill 0' }));
    const prompt = await screen.findByRole('dialog', { name: 'Save your favorites' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Sign in' }));
    expect(requested).toBe(1);
  });
});
