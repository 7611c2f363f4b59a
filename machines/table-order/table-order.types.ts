import type { ApiErrorKey } from '../../contract/errors.ts';
import type { GeoPoint } from '../../contract/geo-point.ts';

/** A dish on the table menu; prices in cents. */
export interface MenuItem {
  id: string;
  name: string;
  description: string;
  image: string;
  priceCents: number;
  available: boolean;
}

export interface MenuSection {
  id: string;
  name: string;
  items: MenuItem[];
}

/** The restaurant's menu at the table: its sections and the catalog service they belong to. */
export interface TableMenu {
  serviceId: string;
  sections: MenuSection[];
}

export interface OptionChoice {
  id: string;
  name: string;
  priceCents: number;
  available: boolean;
}

/** Spec §3 "Product": an available group with a minimum is required. */
export interface OptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  available: boolean;
  choices: OptionChoice[];
}

/** The item sheet being filled in: the dish, its options, and the diner's choices so far. */
/** What the option sheet changes on a draft. */
export type DraftEdit =
  | { type: 'choice.toggle'; groupId: string; choiceId: string }
  | { type: 'quantity.set'; quantity: number }
  | { type: 'note.change'; note: string };

export interface Draft {
  item: MenuItem;
  groups: OptionGroup[];
  choiceIds: string[];
  quantity: number;
  note: string;
}

/** One line of the order being put together. */
export interface OrderLine {
  /** The same dish with the same choices and note is one line. */
  key: string;
  itemId: string;
  name: string;
  quantity: number;
  choiceIds: string[];
  choiceNames: string[];
  /** Item price plus its choices. */
  unitCents: number;
  note: string;
}

export interface LoadItemInput {
  itemId: string;
  serviceId: string;
}

export interface PlaceOrderInput {
  sessionId: string;
  userSessionId: string;
  /** The seat's secret, sent with every call of the seat. */
  seatToken: string;
  idempotencyKey: string;
  lines: OrderLine[];
}

/** What reached the bill. */
export interface PlacedOrder {
  totalCents: number;
}

export type TableOrderErrorKey =
  | ApiErrorKey
  /** A required option group has no choice yet. */
  | 'optionsRequired'
  /** The kitchen has run out of something in the order (the server's ITEM_UNAVAILABLE). */
  | 'itemUnavailable'
  /** The menu changed under the order (INVALID_OPTIONS). */
  | 'invalidOptions'
  /** Table ordering was switched off (TABLE_ORDER_DISABLED). */
  | 'orderingDisabled';

export interface TableOrderInput {
  sessionId: string;
  userSessionId: string;
  seatToken: string;
  /** The table's restaurant: its menu is the one served. */
  storeId: string;
  /** Where the diner confirmed standing; the restaurant is looked up from there. */
  position: GeoPoint | undefined;
}

/** What the menu is loaded for. */
export interface LoadMenuInput {
  storeId: string;
  position: GeoPoint | undefined;
}

export interface TableOrderContext {
  sessionId: string;
  userSessionId: string;
  seatToken: string;
  storeId: string;
  position: GeoPoint | undefined;
  menu: TableMenu | undefined;
  /** The dish whose sheet is open. */
  openedItemId: string | undefined;
  draft: Draft | undefined;
  lines: OrderLine[];
  /** Made when the order is sent; kept until its outcome is known. */
  idempotencyKey: string | undefined;
  error: TableOrderErrorKey | undefined;
  placed: PlacedOrder | undefined;
}

export type TableOrderEvent =
  | { type: 'menu.retry' }
  | { type: 'item.open'; itemId: string }
  | { type: 'item.retry' }
  | { type: 'item.close' }
  | DraftEdit
  | { type: 'item.add' }
  /** 0 removes the line. */
  | { type: 'line.set'; key: string; quantity: number }
  | { type: 'basket.open' }
  | { type: 'basket.close' }
  | { type: 'order.send' };

export type TableOrderOutput = PlacedOrder;

export type TableOrderTag = 'busy' | 'error' | 'browsing' | 'item' | 'basket' | 'unknown';
