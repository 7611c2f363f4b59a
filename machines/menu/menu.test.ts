import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { customer, emptyMenu, menuItems, pageAt } from './menu.fixtures.ts';
import { menuMachine } from './menu.machine.ts';
import {
  selectCategories,
  selectCategoryStart,
  selectError,
  selectHasMore,
  selectIsLoadingMore,
  selectIsOutOfRange,
  selectItems,
  selectLocation,
} from './menu.selectors.ts';
import type { MenuInput, MenuPage, MenuPageInput } from './menu.types.ts';

const outOfRange = { key: 'outOfRange', status: 400 };

function startMenu(
  input: Partial<MenuInput> = {},
  answer: (request: MenuPageInput) => Promise<MenuPage> = async (request) => pageAt(request.offset),
) {
  const requests: MenuPageInput[] = [];
  const machine = menuMachine.provide({
    actors: {
      loadMenuPage: fromPromise(async ({ input: request }: { input: MenuPageInput }) => {
        requests.push(request);
        return answer(request);
      }),
    },
  });
  const actor = createActor(machine, { input: { ...customer, ...input } }).start();
  const idle = () => waitFor(actor, (snapshot) => snapshot.matches({ browsing: 'idle' }));
  const offsets = () => requests.map((request) => request.offset);
  return { actor, requests, idle, offsets, snapshot: () => actor.getSnapshot() };
}

describe('the delivery menu', () => {
  it('loads the first 10 dishes with the tabs in menu order, keeping dishes disabled at the store', async () => {
    const { requests, idle, snapshot } = startMenu();
    await idle();
    expect(requests).toEqual([
      {
        serviceId: 'svc-delivery',
        serviceType: 'delivery',
        location: customer.location,
        limit: 10,
        offset: 0,
      },
    ]);
    expect(selectCategories(snapshot()).map((category) => category.id)).toEqual(['grill', 'sides', 'drinks']);
    expect(selectItems(snapshot())).toHaveLength(10);
    expect(selectItems(snapshot()).find((item) => item.id === 'grill-3')?.available).toBe(false);
    expect(selectLocation(snapshot())).toEqual({ path: '/menu' });
  });

  it('loads page after page as the list nears its end (offset = page × 10) until a page comes back short', async () => {
    const { actor, idle, offsets, snapshot } = startMenu();
    await idle();
    actor.send({ type: 'page.next' });
    await idle();
    actor.send({ type: 'page.next' });
    await idle();
    expect(offsets()).toEqual([0, 10, 20]);
    expect(selectItems(snapshot())).toEqual(menuItems);
    expect(selectHasMore(snapshot())).toBe(false);
    actor.send({ type: 'page.next' });
    expect(offsets()).toEqual([0, 10, 20]);
  });

  it('stops when the total is reached, even on a full page', async () => {
    const twenty = menuItems.slice(0, 20);
    const { actor, idle, offsets, snapshot } = startMenu({}, async ({ offset }) => pageAt(offset, twenty));
    await idle();
    actor.send({ type: 'page.next' });
    await idle();
    expect(selectHasMore(snapshot())).toBe(false);
    actor.send({ type: 'page.next' });
    expect(offsets()).toEqual([0, 10]);
  });

  it('sends no request while one is in flight', async () => {
    let release: () => void = () => {};
    const { actor, idle, offsets } = startMenu({}, async ({ offset }) => {
      if (offset === 10) await new Promise<void>((resolve) => (release = resolve));
      return pageAt(offset);
    });
    await idle();
    actor.send({ type: 'page.next' });
    expect(selectIsLoadingMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'page.next' });
    actor.send({ type: 'page.next' });
    release();
    await idle();
    expect(offsets()).toEqual([0, 10]);
  });

  it('opens a deep-linked category: loads pages until they list a page from its title', async () => {
    const { idle, offsets, snapshot } = startMenu({ categoryId: 'drinks' });
    await idle();
    expect(offsets()).toEqual([0, 10, 20]);
    expect(selectCategoryStart(snapshot())).toBe(20);
    expect(selectLocation(snapshot())).toEqual({ path: '/menu', search: { category: 'drinks' } });
  });

  it('ignores a deep link to a category the menu does not have', async () => {
    const { idle, offsets, snapshot } = startMenu({ categoryId: 'desserts' });
    await idle();
    expect(offsets()).toEqual([0]);
    expect(selectLocation(snapshot())).toEqual({ path: '/menu' });
  });

  it('goes to a tab already listed without a request, and to a later one by loading a page past its title', async () => {
    const { actor, idle, offsets, snapshot } = startMenu();
    await idle();
    actor.send({ type: 'category.select', categoryId: 'grill' });
    expect(offsets()).toEqual([0]);
    expect(selectCategoryStart(snapshot())).toBe(0);
    actor.send({ type: 'category.select', categoryId: 'sides' });
    await idle();
    // Two pages list the sides from 12 to 19: eight rows, so a third page comes.
    expect(offsets()).toEqual([0, 10, 20]);
    expect(selectCategoryStart(snapshot())).toBe(12);
    actor.send({ type: 'category.select', categoryId: 'nope' });
    expect(selectLocation(snapshot())).toEqual({ path: '/menu', search: { category: 'sides' } });
  });

  it('follows the category the list scrolls into, without loading', async () => {
    const { actor, idle, offsets, snapshot } = startMenu();
    await idle();
    actor.send({ type: 'category.viewed', categoryId: 'drinks' });
    expect(selectLocation(snapshot())).toEqual({ path: '/menu', search: { category: 'drinks' } });
    expect(offsets()).toEqual([0]);
  });

  it('keeps the chosen tab while the list is taken to it, whatever scrolls by meanwhile', async () => {
    const { actor, idle, snapshot } = startMenu();
    await idle();
    actor.send({ type: 'category.select', categoryId: 'drinks' });
    actor.send({ type: 'category.viewed', categoryId: 'grill' });
    await idle();
    expect(selectLocation(snapshot())).toEqual({ path: '/menu', search: { category: 'drinks' } });
  });

  it('shows an error with "try again" for an empty menu, never a blank list', async () => {
    let calls = 0;
    const { actor, idle, offsets, snapshot } = startMenu({}, async ({ offset }) => {
      calls += 1;
      return calls === 1 ? emptyMenu : pageAt(offset);
    });
    await waitFor(actor, (current) => current.hasTag('error'));
    expect(selectError(snapshot())).toBe('emptyMenu');
    actor.send({ type: 'menu.retry' });
    await idle();
    expect(offsets()).toEqual([0, 0]);
    expect(selectItems(snapshot())).toHaveLength(10);
  });

  it('shows the failure of the first page with "try again"', async () => {
    const { actor, snapshot } = startMenu({}, () => Promise.reject({ key: 'network' }));
    await waitFor(actor, (current) => current.hasTag('error'));
    expect(selectError(snapshot())).toBe('network');
    expect(selectLocation(snapshot())).toEqual({ path: '/menu' });
  });

  it('keeps the list when a later page fails and asks for the same page again', async () => {
    let failed = false;
    const { actor, idle, offsets, snapshot } = startMenu({}, async ({ offset }) => {
      if (offset === 10 && !failed) {
        failed = true;
        throw { key: 'timeout' };
      }
      return pageAt(offset);
    });
    await idle();
    actor.send({ type: 'page.next' });
    await waitFor(actor, (current) => current.hasTag('error'));
    expect(selectError(snapshot())).toBe('timeout');
    expect(selectItems(snapshot())).toHaveLength(10);
    actor.send({ type: 'page.retry' });
    await idle();
    expect(offsets()).toEqual([0, 10, 10]);
    expect(selectError(snapshot())).toBeUndefined();
  });

  it('asks again for a failed page when a later tab is tapped', async () => {
    let failed = false;
    const { actor, idle, offsets, snapshot } = startMenu({}, async ({ offset }) => {
      if (offset === 10 && !failed) {
        failed = true;
        throw { key: 'network' };
      }
      return pageAt(offset);
    });
    await idle();
    actor.send({ type: 'page.next' });
    await waitFor(actor, (current) => current.hasTag('error'));
    actor.send({ type: 'category.select', categoryId: 'drinks' });
    await idle();
    expect(offsets()).toEqual([0, 10, 10, 20]);
    expect(selectCategoryStart(snapshot())).toBe(20);
    expect(selectError(snapshot())).toBeUndefined();
  });

  it('says the customer is out of range (USER_OUT_OF_RANGE) and lets them change the address', async () => {
    const { actor, snapshot } = startMenu({}, () => Promise.reject(outOfRange));
    await waitFor(actor, (current) => selectIsOutOfRange(current));
    expect(selectLocation(snapshot())).toEqual({ path: '/menu' });
    actor.send({ type: 'address.change' });
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ next: 'changeAddress' });
  });

  it('goes out of range when a later page says so', async () => {
    const { actor, idle } = startMenu({}, async ({ offset }) => {
      if (offset > 0) throw outOfRange;
      return pageAt(offset);
    });
    await idle();
    actor.send({ type: 'page.next' });
    await waitFor(actor, (current) => selectIsOutOfRange(current));
  });
});

describe('the menu’s analytics (spec §7)', () => {
  it('reports CATEGORY_VIEWED with the category the list arrives at, once per change', async () => {
    const viewed: unknown[] = [];
    const machine = menuMachine.provide({
      actors: {
        loadMenuPage: fromPromise(async ({ input }: { input: MenuPageInput }) => pageAt(input.offset)),
      },
      actions: { trackCategoryViewed: (_, category) => void viewed.push(category) },
    });
    const actor = createActor(machine, { input: customer }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ browsing: 'idle' }));
    actor.send({ type: 'category.viewed', categoryId: 'sides' });
    actor.send({ type: 'category.viewed', categoryId: 'sides' });
    actor.send({ type: 'category.viewed', categoryId: 'nope' });
    actor.send({ type: 'category.select', categoryId: 'grill' });
    const named = (id: string) => expect.objectContaining({ id });
    expect(viewed.filter((category) => category !== undefined)).toEqual([named('sides'), named('grill')]);
  });
});
