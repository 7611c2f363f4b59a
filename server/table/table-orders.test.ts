import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { outbox } from '../../contract/schemas/dev.ts';
import {
  type TableOrderBody,
  type TableOrderLine,
  tableBill,
  tableOrder,
} from '../../contract/schemas/table.ts';
import { seedIds } from '../seed/seed-ids.ts';
import { expectStatus } from '../test-support/accounts.ts';
import {
  bill,
  errorCode,
  openBill,
  orderAt,
  paid,
  payByCard,
  payPixAtBank,
  seatHeader,
  sit,
  tableBase,
  totalize,
} from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const brand = 'brasa-grill';
const item = (slug: string) => seedIds.item(brand, slug);
const choice = (group: string, index: number) => seedIds.optionChoice(brand, group, index);

/** Brasa Clássico (R$ 32,90): doneness and bun required, up to 3 extras. */
const burger = (choiceIds: string[], extra: Partial<TableOrderLine> = {}): TableOrderLine => ({
  item_id: item('brasa-classico'),
  quantity: 1,
  choice_ids: choiceIds,
  ...extra,
});
const medium = choice('ponto', 2);
const brioche = choice('pao', 0);
const bacon = choice('adicionais', 0); // + 5,90
const cheddar = choice('adicionais', 1); // + 4,90
const petitGateau = { item_id: item('petit-gateau'), quantity: 1 }; // 26,90

const orderRaw = (sessionId: string, body: TableOrderBody, key?: string, seat?: Record<string, string>) =>
  orderAt(t, sessionId, body, key, seat);

async function order(diner: { session_id: string; user_session_id: string }, lines: TableOrderLine[]) {
  const response = await orderRaw(diner.session_id, { user_session_id: diner.user_session_id, lines });
  return z.parse(tableOrder, await expectStatus(response, 201));
}

async function billLines(sessionId: string) {
  const [row] = await t.db.query<{ n: number }>(
    'select count(*)::int as n from bill_items bi join bills b on b.id = bi.bill_id where b.table_session_id = $1',
    [sessionId],
  );
  return row?.n;
}

describe('ordering from the table menu', () => {
  it('puts the lines on the bill priced with their options, with the note and the diner', async () => {
    const sessionId = await openBill(t, '1', [['pastel-de-queijo', 1]]);
    const ana = await sit(t, '1', 'Ana');
    expect(ana.session_id).toBe(sessionId);
    const before = await bill(t, sessionId, ana.user_session_id);

    const placed = await order(ana, [
      // Chosen out of menu order: the bill lists them in the menu's order.
      burger([cheddar, medium, bacon, brioche], { quantity: 2, note: '  sem cebola  ' }),
      { item_id: item('refrigerante'), quantity: 1, choice_ids: [choice('sabor-refrigerante', 2)] },
    ]);
    expect(placed.session_id).toBe(sessionId);
    expect(placed.bill_item_ids).toHaveLength(2);
    expect(placed.total.value).toBe(2 * (3_290 + 590 + 490) + 790);

    const after = await bill(t, sessionId, ana.user_session_id);
    const [waiterLine, burgerLine, sodaLine] = after.items;
    expect(waiterLine).toMatchObject({ options: [], note: null, ordered_by: null });
    expect(burgerLine).toMatchObject({
      id: placed.bill_item_ids[0],
      name: 'Brasa Clássico',
      quantity: 2,
      unit_price: { value: 4_370 },
      total: { value: 8_740 },
      options: ['Ao ponto', 'Brioche', 'Bacon crocante', 'Cheddar cremoso'],
      note: 'sem cebola',
      ordered_by: { diner_id: ana.diner_id, name: 'Ana' },
    });
    expect(sodaLine).toMatchObject({ id: placed.bill_item_ids[1], options: ['Guaraná'], note: null });
    expect(after.totals.items_total.value).toBe(before.totals.items_total.value + placed.total.value);
    expect(after.totals.due.value).toBe(before.totals.due.value + placed.total.value);
    expect(after.updated_at > before.updated_at).toBe(true);

    const english = await t.getParsed(
      tableBill,
      `${tableBase}/sessions/${sessionId}/order?user-session-id=${ana.user_session_id}`,
      { 'accept-language': 'en-US', ...seatHeader(ana.user_session_id) },
    );
    expect(english.items[1]?.options).toEqual(['Medium', 'Brioche', 'Crispy bacon', 'Creamy cheddar']);
  });

  it('needs an Idempotency-Key', async () => {
    const diner = await sit(t, '2', 'Bia');
    const body = { user_session_id: diner.user_session_id, lines: [petitGateau] };
    for (const key of ['', '   ']) {
      expect(await errorCode(await orderRaw(diner.session_id, body, key), 400)).toBe(
        'IDEMPOTENCY_KEY_REQUIRED',
      );
    }
    expect(await billLines(diner.session_id)).toBe(0);
  });

  it('the same key twice adds the lines once and answers the first result; another body is 422', async () => {
    const diner = await sit(t, '2', 'Caio');
    const body = { user_session_id: diner.user_session_id, lines: [petitGateau] };
    const key = crypto.randomUUID();
    const first = await expectStatus(await orderRaw(diner.session_id, body, key), 201);
    const second = await expectStatus(await orderRaw(diner.session_id, body, key), 201);
    expect(second).toEqual(first);
    expect(await billLines(diner.session_id)).toBe(1);
    const other = { ...body, lines: [{ ...petitGateau, quantity: 2 }] };
    expect(await errorCode(await orderRaw(diner.session_id, other, key), 422)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await billLines(diner.session_id)).toBe(1);
  });

  it('only a diner of the session orders: 401 without a seat token, else 403 NOT_A_PARTICIPANT', async () => {
    const diner = await sit(t, '3', 'Davi');
    const elsewhere = await sit(t, '9', 'Eva');
    const own = { user_session_id: diner.user_session_id, lines: [petitGateau] };
    expect(await errorCode(await orderRaw(diner.session_id, own, undefined, {}), 401)).toBe(
      'SEAT_TOKEN_REQUIRED',
    );
    // Another table's seat, and this diner's token naming a seat that is not theirs.
    const attempts: Array<[string, Record<string, string>]> = [
      [elsewhere.user_session_id, seatHeader(elsewhere.user_session_id)],
      [crypto.randomUUID(), seatHeader(diner.user_session_id)],
      ['not-a-uuid', seatHeader(diner.user_session_id)],
    ];
    for (const [user_session_id, seat] of attempts) {
      const response = await orderRaw(
        diner.session_id,
        { user_session_id, lines: [petitGateau] },
        undefined,
        seat,
      );
      expect(await errorCode(response, 403)).toBe('NOT_A_PARTICIPANT');
    }
    expect(await billLines(diner.session_id)).toBe(0);
  });

  it('an unknown session is 404 SESSION_NOT_FOUND', async () => {
    const response = await orderRaw(crypto.randomUUID(), {
      user_session_id: crypto.randomUUID(),
      lines: [petitGateau],
    });
    expect(await errorCode(response, 404)).toBe('SESSION_NOT_FOUND');
  });

  it('the brand without table ordering is 403 TABLE_ORDER_DISABLED', async () => {
    const diner = await sit(t, '3', 'Fabi');
    const setTableOrder = (on: boolean) =>
      t.db.query(
        `update brands set features = jsonb_set(features, '{table_order}', $1::jsonb) where slug = $2`,
        [JSON.stringify(on), brand],
      );
    await setTableOrder(false);
    try {
      const response = await orderRaw(diner.session_id, {
        user_session_id: diner.user_session_id,
        lines: [petitGateau],
      });
      expect(await errorCode(response, 403)).toBe('TABLE_ORDER_DISABLED');
    } finally {
      await setTableOrder(true);
    }
    expect(await billLines(diner.session_id)).toBe(0);
    await order(diner, [petitGateau]);
  });
});

describe('the menu decides what can be ordered', () => {
  const rejected = async (lines: TableOrderLine[], status: number) => {
    const diner = await sit(t, '5', 'Gil');
    const code = await errorCode(
      await orderRaw(diner.session_id, { user_session_id: diner.user_session_id, lines }),
      status,
    );
    expect(await billLines(diner.session_id)).toBe(0);
    return code;
  };

  it.each([
    [
      'an unavailable item',
      [{ item_id: item('burger-jalapeno'), quantity: 1, choice_ids: [medium, brioche] }],
    ],
    ['an item the restaurant disabled for itself', [{ item_id: item('costela-fogo-de-chao'), quantity: 1 }]],
    ['an item not on the menu', [{ item_id: crypto.randomUUID(), quantity: 1 }]],
    ['an item id that is no id', [{ item_id: 'brasa-classico', quantity: 1 }]],
    ['an unavailable choice', [burger([medium, choice('pao', 2)])]],
    ['a choice of an unavailable group', [{ ...petitGateau, choice_ids: [choice('vela', 0)] }]],
    ['one bad line among good ones', [petitGateau, { item_id: item('mousse-de-maracuja'), quantity: 1 }]],
  ])('%s is 409 ITEM_UNAVAILABLE', async (_, lines) => {
    expect(await rejected(lines, 409)).toBe('ITEM_UNAVAILABLE');
  });

  it.each([
    ['a missing required option', [burger([brioche])]],
    [
      'too many choices in a group',
      [burger([medium, brioche, bacon, cheddar, choice('adicionais', 2), choice('adicionais', 3)])],
    ],
    ['two choices where one is allowed', [burger([medium, choice('ponto', 0), brioche])]],
    ['a choice of another item', [burger([medium, brioche, choice('cobertura', 0)])]],
    ['a choice id that is no id', [burger([medium, brioche, 'bacon'])]],
    ['the same choice twice', [burger([medium, brioche, bacon, bacon])]],
  ])('%s is 422 INVALID_OPTIONS', async (_, lines) => {
    expect(await rejected(lines, 422)).toBe('INVALID_OPTIONS');
  });

  it('an unavailable group is not required, whatever its minimum', async () => {
    const candle = seedIds.optionGroup(brand, 'vela');
    await t.db.query('update option_groups set min_permitted = 1, max_permitted = 1 where id = $1', [candle]);
    try {
      const diner = await sit(t, '5', 'Hana');
      expect((await order(diner, [petitGateau])).total.value).toBe(2_690);
    } finally {
      await t.db.query('update option_groups set min_permitted = 0 where id = $1', [candle]);
    }
  });
});

describe('orders and payments', () => {
  it('a settled bill closed its session: an order there is 404 SESSION_CLOSED; the free table orders dessert anew', async () => {
    await openBill(t, '10', [['pastel-de-queijo', 1]]);
    const diner = await sit(t, '10', 'Iris');
    const { response } = await payByCard(t, diner.session_id, {
      mode: 'FULL',
      user_session_id: diner.user_session_id,
    });
    expect(await paid(response)).toMatchObject({ bill_paid: true });

    const late = await orderRaw(diner.session_id, {
      user_session_id: diner.user_session_id,
      lines: [petitGateau],
    });
    expect(await errorCode(late, 404)).toBe('SESSION_CLOSED');
    const settled = await bill(t, diner.session_id, diner.user_session_id);
    expect(settled).toMatchObject({ status: 'CLOSED', bill_status: 'PAID', totals: { due: { value: 0 } } });
    expect(settled.items).toHaveLength(1);

    const again = await sit(t, '10', 'Iris');
    expect(again.session_id).not.toBe(diner.session_id);
    await order(again, [petitGateau]);
    expect(await bill(t, again.session_id, again.user_session_id)).toMatchObject({
      status: 'OPEN',
      bill_status: 'OPEN',
      totals: { items_total: { value: 2_690 }, due: { value: 2_690 } },
    });
  });

  it('the receipt of a line paid by PIX lists its options and note, in the language the diner paid in', async () => {
    const diner = await sit(t, '6', 'Jo');
    const placed = await order(diner, [burger([medium, brioche, bacon], { note: 'well toasted' })]);
    const intent = await totalize(t, diner.session_id, {
      mode: 'ITEMS',
      items: [{ bill_item_id: placed.bill_item_ids[0] ?? '' }],
      include_service_fee: false,
      user_session_id: diner.user_session_id,
    });
    const email = 'jo@example.com';
    const pix = await paid(
      await t.request(`${tableBase}/sessions/${diner.session_id}/add-payment`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en-US',
          'idempotency-key': crypto.randomUUID(),
          ...seatHeader(diner.user_session_id),
        },
        body: JSON.stringify({
          payment_id: intent.payment_id,
          user_session_id: diner.user_session_id,
          method: 'PIX',
          email,
        }),
      }),
    );
    // The bank's notice carries no language of the diner's.
    await payPixAtBank(t, pix.pix?.br_code);

    const receipt = (await t.getParsed(outbox, '/api/dev/outbox')).find((m) => m.to === email);
    expect(receipt?.subject).toBe('Receipt – Brasa Grill Centro, table 6');
    expect(receipt?.body).toContain(
      '  Brasa Classic: R$ 38.80\n    Medium, Brioche, Crispy bacon\n    Note: well toasted',
    );
    expect(receipt?.body).toContain('Payment method: PIX');
  });
});
