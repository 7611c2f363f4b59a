import { completeUser } from '../user/user.fixtures.ts';
import type { Bill } from './bill.ts';
import type { TableInfo, TableInput, TableSession, TableUser } from './table.types.ts';

/** Test data for the table machines. */
export const registered: TableUser = {
  isRegistered: true,
  hasAllTableInfo: true,
  name: 'Ana Souza',
  document: '52998224725',
};
/** Signed in without a phone: the registration update asks for it. */
export const incomplete: TableUser = {
  ...registered,
  hasAllTableInfo: false,
  account: { ...completeUser, phone_number: null },
};
export const guest: TableUser = { isRegistered: false, hasAllTableInfo: false };

/** Table 12's QR code, as the QR events carry it. */
export const qrCode = { storeId: 'store-1', tableId: 'table-12', key: 'KEY12' };
/** The same table as the table's context keeps it. */
export const table12 = { storeId: 'store-1', tableId: 'table-12', tableKey: 'KEY12' };
export const session: TableSession = {
  sessionId: 'session-1',
  userSessionId: 'user-session-1',
  dinerId: 'diner-1',
  seatToken: 'seat-token-1',
};
/** What the seat's calls take. */
export const seat = { sessionId: 'session-1', userSessionId: 'user-session-1', seatToken: 'seat-token-1' };

export const openTable: TableInfo = {
  sessionId: 'session-1',
  tableName: 'Mesa 12',
  storeName: 'Brasa Paulista',
  seats: 4,
  indoor: true,
  status: 'OPEN',
};
export const freeTable: TableInfo = { ...openTable, sessionId: undefined, keyCreation: 'key-1' };
export const closedTable: TableInfo = { ...openTable, sessionId: undefined };

/** A bill line as the app maps it, unpaid and unclaimed. */
const line = (billItemId: string, name: string, quantity: number, unitCents: number) => ({
  billItemId,
  itemId: `menu-${billItemId}`,
  name,
  quantity,
  totalCents: quantity * unitCents,
  remainingCents: quantity * unitCents,
  parts: 1,
  image: `/api/media/items/${billItemId}.svg`,
  unitCents,
  paidCents: 0,
  heldCents: 0,
  holders: [],
  options: [],
  note: undefined,
  orderedBy: undefined,
});

export const bill: Bill = {
  items: [line('item-1', 'Picanha', 1, 8990), line('item-2', 'Caipirinha', 2, 1800)],
  totals: { itemsTotal: 12590, paid: 0, due: 12590, seats: 4 },
  participants: [{ dinerId: 'diner-1', name: 'Ana Souza', paidCents: 0, registered: true, away: false }],
  payments: [],
  heldCents: 0,
  serviceFeePercent: 10,
  isPaid: false,
};
export const paidBill: Bill = {
  ...bill,
  items: bill.items.map((item) => ({ ...item, remainingCents: 0 })),
  totals: { ...bill.totals, paid: 12590, due: 0 },
};

export const newcomer: TableInput = {
  user: registered,
  termsAccepted: false,
  tutorialSeen: false,
  tableOrderEnabled: true,
};
/** A registered regular: terms accepted, tutorial seen. */
export const regular: TableInput = { ...newcomer, termsAccepted: true, tutorialSeen: true };
export const seated: TableInput = { ...regular, stored: { ...table12, ...session } };
