import { fromPromise } from 'xstate';
import { FALLBACK_POINT } from '../../../contract/geo-point.ts';
import { toMenuItem, toOptionGroup } from '../../../machines/catalog/catalog-items.ts';
import { tableOrderMachine } from '../../../machines/table-order/table-order.machine.ts';
import type {
  LoadItemInput,
  LoadMenuInput,
  OptionGroup,
  PlacedOrder,
  PlaceOrderInput,
  TableMenu,
} from '../../../machines/table-order/table-order.types.ts';
import { fetchItem, fetchItemsPage, fetchStores } from '../../api/catalog.ts';
import { placeTableOrder } from '../../api/table.ts';

const PAGE = 50;

/** The table's restaurant menu by category (the catalog's takeout service: what the kitchen serves). */
async function loadMenu({ storeId, position = FALLBACK_POINT }: LoadMenuInput, signal: AbortSignal) {
  const { restaurants } = await fetchStores({ ...position, ignoreMaxDistance: true, signal });
  const store = restaurants.find((restaurant) => restaurant.code === storeId) ?? restaurants[0];
  const service =
    store?.services.find((candidate) => candidate.serviceType === 'takeout') ?? store?.services[0];
  if (service === undefined) throw new Error('the restaurant has no menu');
  const page = (index: number) =>
    fetchItemsPage({ serviceId: service.id, page: index, limit: PAGE, serviceType: 'takeout', signal });
  const first = await page(0);
  const rest = first.total > PAGE ? await page(1) : undefined;
  const items = [...first.items, ...(rest?.items ?? [])];
  const sections = [...first.categories]
    .sort((a, b) => a.index - b.index)
    .map((category) => ({
      id: category.id,
      name: category.name,
      items: items.filter((item) => item.category_id === category.id).map(toMenuItem),
    }))
    .filter((section) => section.items.length > 0);
  return { serviceId: service.id, sections };
}

/** The table-order chart with its effects. */
export const providedTableOrderMachine = tableOrderMachine.provide({
  actors: {
    loadMenu: fromPromise<TableMenu, LoadMenuInput>(({ input, signal }) => loadMenu(input, signal)),
    loadItem: fromPromise<OptionGroup[], LoadItemInput>(async ({ input, signal }) => {
      const product = await fetchItem({ itemId: input.itemId, serviceId: input.serviceId, signal });
      return product.options.map(toOptionGroup);
    }),
    placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async ({ input, signal }) => {
      const placed = await placeTableOrder({
        sessionId: input.sessionId,
        seatToken: input.seatToken,
        idempotencyKey: input.idempotencyKey,
        user_session_id: input.userSessionId,
        lines: input.lines.map((line) => ({
          item_id: line.itemId,
          quantity: line.quantity,
          choice_ids: line.choiceIds,
          note: line.note || undefined,
        })),
        signal,
      });
      return { totalCents: placed.total.value };
    }),
  },
});
