import type { ReactNode } from 'react';
import { createActor, createMachine } from 'xstate';
import type { TableActor } from '../../../machines/app/app.selectors.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import type { Bill } from '../../../machines/table/bill.ts';
import type { TableFakes } from '../../../machines/table/table.harness.ts';
import { startTable } from '../../../machines/table/table.harness.ts';
import type { TableInput } from '../../../machines/table/table.types.ts';
import { userMachine } from '../../../machines/user/user.machine.ts';
import type { RouterContext } from '../../router/guard-navigation.ts';
import { appWith } from '../test-app.ts';
import { renderInRouter } from '../test-router.tsx';

/** A bill as the app loads it: Ana paid the caipirinhas, Bruno is paying the picanha, the rest is free. */
export const detailedBill: Bill = {
  items: [
    {
      billItemId: 'line-picanha',
      itemId: 'picanha-na-brasa',
      name: 'Picanha na Brasa',
      quantity: 1,
      totalCents: 7990,
      remainingCents: 0,
      parts: 1,
      image: '/picanha.svg',
      unitCents: 7990,
      paidCents: 0,
      heldCents: 7990,
      holders: [{ dinerId: 'diner-bruno', name: 'Bruno' }],
      options: ['Ao ponto'],
      note: undefined,
      orderedBy: { dinerId: 'diner-bruno', name: 'Bruno' },
    },
    {
      billItemId: 'line-caipirinha',
      itemId: 'caipirinha-de-limao',
      name: 'Caipirinha de Limão',
      quantity: 2,
      totalCents: 4980,
      remainingCents: 0,
      parts: 1,
      image: '/caipirinha.svg',
      unitCents: 2490,
      paidCents: 4980,
      heldCents: 0,
      holders: [],
      options: [],
      note: undefined,
      orderedBy: undefined,
    },
    {
      billItemId: 'line-fritas',
      itemId: 'batata-frita',
      name: 'Batata Frita',
      quantity: 1,
      totalCents: 2190,
      remainingCents: 2190,
      parts: 1,
      image: '/fritas.svg',
      unitCents: 2190,
      paidCents: 0,
      heldCents: 0,
      holders: [],
      options: [],
      note: undefined,
      orderedBy: undefined,
    },
  ],
  totals: { itemsTotal: 15160, paid: 4980, due: 10180, seats: 4 },
  participants: [
    { dinerId: 'diner-1', name: 'Ana Souza', paidCents: 5478, registered: true, away: false },
    { dinerId: 'diner-bruno', name: 'Bruno', paidCents: 0, registered: false, away: false },
  ],
  payments: [],
  heldCents: 7990,
  serviceFeePercent: 10,
  isPaid: false,
};

export const settledBill: Bill = {
  ...detailedBill,
  items: detailedBill.items.map((item) => ({
    ...item,
    remainingCents: 0,
    heldCents: 0,
    holders: [],
    paidCents: item.totalCents,
  })),
  totals: { ...detailedBill.totals, paid: 15160, due: 0 },
  heldCents: 0,
  isPaid: true,
};

/** A seated registered diner (terms, tutorial done) at table 12. */
export const seatedInput: TableInput = {
  user: { isRegistered: true, hasAllTableInfo: true, name: 'Ana Souza' },
  termsAccepted: true,
  tutorialSeen: true,
  tableOrderEnabled: true,
  stored: {
    storeId: 'centro',
    tableId: '12',
    tableKey: 'KEY12',
    sessionId: 'session-1',
    userSessionId: 'user-session-1',
    dinerId: 'diner-1',
    seatToken: 'seat-token-1',
  },
};

/** The table machine with fake effects, as the app's table actor. */
export function startFakeTable(fakes: TableFakes, input: TableInput = seatedInput): TableActor {
  return startTable(input, fakes).actor as unknown as TableActor;
}

function features(tableOrder: boolean) {
  const machine = createMachine({
    context: {
      features: { delivery: true, table_payment: true, table_order: tableOrder, external_login: false },
    },
  });
  return createActor(machine).start();
}

/** The app's tree a table page reads, around the given table. */
export function tableContext(
  table: TableActor,
  user = createActor(userMachine, { input: undefined }).start(),
): Partial<RouterContext> {
  return {
    app: appWith({
      table,
      user,
      startup: features(true),
      session: createActor(sessionMachine, { input: undefined }).start(),
    }),
  };
}

export function renderTablePage(
  view: () => ReactNode,
  context: Partial<RouterContext>,
  path = '/table/order',
) {
  return renderInRouter(view, context, path);
}
