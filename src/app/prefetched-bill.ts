import type { TableBill } from '../../contract/schemas/table.ts';
import { fetchTableBill } from '../api/table.ts';

interface Seat {
  sessionId: string;
  userSessionId: string;
}

let prefetched: { seat: Seat; bill: Promise<TableBill> } | undefined;

/**
 * Asks for the bill of the seat storage remembers beside the other start-up calls, while the table's
 * code still downloads: on a slow network the bill is what a returning diner's first screen waits for.
 */
export function prefetchBill(seat: Seat): void {
  const bill = fetchTableBill(seat);
  bill.catch(() => {});
  prefetched = { seat, bill };
}

/** The prefetched bill, for the first load of that same seat and only once. */
export function takePrefetchedBill(seat: Seat): Promise<TableBill> | undefined {
  const taken = prefetched;
  prefetched = undefined;
  const same = taken?.seat.sessionId === seat.sessionId && taken.seat.userSessionId === seat.userSessionId;
  return same ? taken?.bill : undefined;
}
