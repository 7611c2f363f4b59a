import { required } from '../shared/required.ts';
import type {
  PlaceOrderInput,
  TableOrderContext,
  TableOrderErrorKey,
  TableOrderInput,
} from './table-order.types.ts';

export const initialContext = (input: TableOrderInput): TableOrderContext => ({
  sessionId: input.sessionId,
  userSessionId: input.userSessionId,
  seatToken: input.seatToken,
  storeId: input.storeId,
  position: input.position,
  menu: undefined,
  openedItemId: undefined,
  draft: undefined,
  lines: [],
  idempotencyKey: undefined,
  error: undefined,
  placed: undefined,
});

export const placeOrderInputOf = ({ context }: { context: TableOrderContext }): PlaceOrderInput => ({
  sessionId: context.sessionId,
  userSessionId: context.userSessionId,
  seatToken: context.seatToken,
  idempotencyKey: required(context.idempotencyKey, 'idempotencyKey'),
  lines: context.lines,
});

const BY_CODE: Record<string, TableOrderErrorKey> = {
  ITEM_UNAVAILABLE: 'itemUnavailable',
  INVALID_OPTIONS: 'invalidOptions',
  TABLE_ORDER_DISABLED: 'orderingDisabled',
};

/** A refused call: the table-order meaning of its code, else the API error's key. */
export function orderFailureOf({ event }: { event: { error: unknown } }): TableOrderErrorKey {
  const { key, code } = (typeof event.error === 'object' && event.error !== null ? event.error : {}) as {
    key?: unknown;
    code?: unknown;
  };
  if (typeof code === 'string' && code in BY_CODE) return BY_CODE[code] as TableOrderErrorKey;
  return typeof key === 'string' ? (key as TableOrderErrorKey) : 'default';
}
