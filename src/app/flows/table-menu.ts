import { fromPromise } from 'xstate';
import type { Coordinates } from '../../../machines/table/table.types.ts';
import { fetchItemsPage, fetchStores } from '../../api/catalog.ts';
import type { Item } from '../../api/schemas/catalog.ts';
import type { TableActor } from '../table-actor.ts';

export interface TableMenuSection {
  id: string;
  name: string;
  items: Item[];
}

export interface TableMenuInput {
  storeCode: string | undefined;
  position: Coordinates | undefined;
}

const PAGE = 50;

/** The table's restaurant menu by category (the catalog's takeout service: what the kitchen serves). */
export const tableMenuLogic = fromPromise<TableMenuSection[], TableMenuInput>(async ({ input, signal }) => {
  const position = input.position ?? { latitude: 1, longitude: 1 };
  const { restaurants } = await fetchStores({ ...position, ignoreMaxDistance: true, signal });
  const store = restaurants.find((restaurant) => restaurant.code === input.storeCode) ?? restaurants[0];
  const service =
    store?.services.find((candidate) => candidate.serviceType === 'takeout') ?? store?.services[0];
  if (service === undefined) throw new Error('the restaurant has no menu');
  const first = await fetchItemsPage({
    serviceId: service.id,
    page: 0,
    limit: PAGE,
    serviceType: 'takeout',
    signal,
  });
  const rest =
    first.total > PAGE
      ? await fetchItemsPage({ serviceId: service.id, page: 1, limit: PAGE, serviceType: 'takeout', signal })
      : undefined;
  const items = [...first.items, ...(rest?.items ?? [])];
  return [...first.categories]
    .sort((a, b) => a.index - b.index)
    .map((category) => ({
      id: category.id,
      name: category.name,
      items: items.filter((item) => item.category_id === category.id),
    }))
    .filter((section) => section.items.length > 0);
});

/** Where the diner sits: the table's store and their checked location. */
export function tableMenuInput(table: TableActor): TableMenuInput {
  const { storeId, geolocation } = table.getSnapshot().context;
  return { storeCode: storeId, position: geolocation };
}
