import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { atHome, delivery, dish, firstCategories } from './catalog.fixtures.ts';
import { catalogMachine } from './catalog.machine.ts';
import {
  selectDefaultCategories,
  selectFavoriteItems,
  selectHasNoService,
  selectIsDefaultCategoriesFailed,
  selectIsFavoritesFailed,
  selectIsFavoritesLoading,
  selectMenu,
  selectProduct,
  selectSearch,
} from './catalog.selectors.ts';

const crashed = { error: new Error('crashed') };

modelTest('catalog machine', {
  machine: catalogMachine,
  // What the guards read: the page, the service, whether signed in.
  stateKey: ({ context }) => ({
    page: context.pathname,
    service: context.service !== undefined,
    signedIn: context.signedIn,
  }),
  inputs: { 'a customer at home': atHome() },
  events: {
    'route.entered': {
      home: { pathname: '/', search: '' },
      'the menu': { pathname: '/menu', search: '' },
      'a category': { pathname: '/menu', search: '?category=sides' },
      favorites: { pathname: '/favorites', search: '' },
    },
    'service.changed': {
      delivery: { service: delivery, serviceKnown: true, searchSettings: {} },
      'no store': { service: undefined, serviceKnown: true, searchSettings: {} },
    },
    'user.changed': { 'signed in': { signedIn: true }, 'signed out': { signedIn: false } },
    'product.open': { 'a dish': { item: dish } },
    'banner.clicked': { 'a banner': { banner: { id: 'b-1', title: 'Picanha' } } },
    'favorites.retry': { again: {} },
    'categories.retry': { again: {} },
    'xstate.done.actor.loadDefaultCategories': { loaded: { output: firstCategories } },
    'xstate.error.actor.loadDefaultCategories': { empty: { error: new Error('no categories') } },
    'xstate.done.actor.menu': { 'out of range': { output: { next: 'changeAddress' } } },
    'xstate.error.actor.menu': { crashed },
    'xstate.error.actor.search': { crashed },
    'xstate.error.actor.favorites': { crashed },
    'xstate.done.actor.product': { closed: { output: undefined } },
    'xstate.error.actor.product': { crashed },
    'xstate.done.actor.loadFavoriteItems': { loaded: { output: [dish] } },
    'xstate.error.actor.loadFavoriteItems': { offline: { error: { key: 'network' } } },
  },
  assertions: {
    '#catalog.menu.open': (snapshot) => expect(selectMenu(snapshot)).toBeDefined(),
    '#catalog.menu.closed': (snapshot) => expect(selectMenu(snapshot)).toBeUndefined(),
    '#catalog.search.on': (snapshot) => expect(selectSearch(snapshot)).toBeDefined(),
    '#catalog.search.off': (snapshot) => expect(selectHasNoService(snapshot)).toBe(true),
    '#catalog.favoriteItems.loading': (snapshot) => expect(selectIsFavoritesLoading(snapshot)).toBe(true),
    '#catalog.favoriteItems.ready': (snapshot) => expect(selectFavoriteItems(snapshot)).toEqual([dish]),
    '#catalog.favoriteItems.failed': (snapshot) => {
      expect(selectIsFavoritesFailed(snapshot)).toBe(true);
      expect(selectFavoriteItems(snapshot)).toEqual([]);
    },
    '#catalog.defaultCategories.ready': (snapshot) =>
      expect(selectDefaultCategories(snapshot)).toEqual(firstCategories),
    '#catalog.defaultCategories.failed': (snapshot) =>
      expect(selectIsDefaultCategoriesFailed(snapshot)).toBe(true),
    '#catalog.product.open': (snapshot) => expect(selectProduct(snapshot)).toBeDefined(),
    '#catalog.product.closed': (snapshot) => expect(selectProduct(snapshot)).toBeUndefined(),
  },
});
