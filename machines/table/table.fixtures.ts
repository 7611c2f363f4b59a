import type { Bill, TableInfo, TableInput, TableSession, TableUser } from './table.types.ts';

/** Test data for the table machines. */
export const registered: TableUser = {
  isRegistered: true,
  hasAllTableInfo: true,
  name: 'Ana Souza',
  document: '52998224725',
};
export const incomplete: TableUser = { ...registered, hasAllTableInfo: false };
export const guest: TableUser = { isRegistered: false, hasAllTableInfo: false };

export const qrCode = { storeId: 'store-1', tableId: 'table-12' };
export const session: TableSession = { sessionId: 'session-1', userSessionId: 'user-session-1' };

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

export const bill: Bill = {
  items: [
    { billItemId: 'item-1', name: 'Picanha', quantity: 1, totalCents: 8990, remainingCents: 8990, parts: 1 },
    {
      billItemId: 'item-2',
      name: 'Caipirinha',
      quantity: 2,
      totalCents: 3600,
      remainingCents: 3600,
      parts: 1,
    },
  ],
  totals: { itemsTotal: 12590, paid: 0, due: 12590, seats: 4 },
  participants: [{ userSessionId: 'user-session-1', name: 'Ana Souza' }],
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
export const seated: TableInput = { ...regular, stored: { ...qrCode, ...session } };
