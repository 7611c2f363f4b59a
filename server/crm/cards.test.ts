import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { card, cards as cardList } from '../../contract/schemas/cards.ts';
import { outbox } from '../../contract/schemas/dev.ts';
import { bearer, customer, expectStatus, login, register, send } from '../test-support/accounts.ts';
import { addPaymentRaw, cards, cardToken, paid, sit, totalize } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const path = '/api/crm/v1/cards';

describe('saved cards', () => {
  it('need a signed-in user', async () => {
    expect((await t.request(path)).status).toBe(401);
  });

  it('save a PSP token, pay a table share with it, and are the owner’s only', async () => {
    const { access_token } = await login(t, customer.email, customer.password);
    const saved = z.parse(
      card,
      await expectStatus(
        await send(t, path, { token: await cardToken(t, cards.approved) }, { token: access_token }),
        201,
      ),
    );
    expect(saved).toMatchObject({ brand: 'visa', last4: '1111', holder: 'FULANO DE TAL', is_default: true });
    const unknown = await send(t, path, { token: 'tok_nope' }, { token: access_token });
    expect(await expectStatus(unknown, 400)).toMatchObject({ code: 'CARD_NOT_FOUND' });

    const diner = await sit(t, '7', 'Maria', access_token);
    const intent = await totalize(
      t,
      diner.session_id,
      { mode: 'CUSTOM', amount: 1_000, user_session_id: diner.user_session_id },
      access_token,
    );
    const payment = await paid(
      await addPaymentRaw(
        t,
        diner.session_id,
        {
          payment_id: intent.payment_id,
          user_session_id: diner.user_session_id,
          method: 'CARD',
          card_id: saved.id,
        },
        crypto.randomUUID(),
        access_token,
      ),
    );
    expect(payment).toMatchObject({ status: 'APPROVED', card: { last4: '1111' } });
    // The receipt goes to the account's e-mail.
    expect(
      (await t.getParsed(outbox, '/api/dev/outbox')).some(
        (m) => m.to === customer.email && m.subject.startsWith('Recibo'),
      ),
    ).toBe(true);

    const stranger = await register(t, {
      email: 'outro@exemplo.com.br',
      phone_number: '+5511912345678',
      document: '11144477735',
    });
    const steal = await t.request(`${path}/${saved.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${stranger.access_token}` },
    });
    expect(steal.status).toBe(404);
    const gone = await t.request(`${path}/${saved.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(z.parse(cardList, await expectStatus(gone, 200))).toEqual([]);
  });

  it('a token is bound to the account or seat that used it first: nobody else saves or charges it', async () => {
    const { access_token } = await login(t, customer.email, customer.password);
    const mine = await cardToken(t, cards.approved);
    await expectStatus(await send(t, path, { token: mine }, { token: access_token }), 201);
    const stranger = await register(t, {
      email: 'alheio@exemplo.com.br',
      phone_number: '+5511923456789',
      document: '52998224725',
    });
    const saved = await send(t, path, { token: mine }, { token: stranger.access_token });
    expect(await expectStatus(saved, 400)).toMatchObject({ code: 'CARD_NOT_FOUND' });

    const payWith = async (diner: { session_id: string; user_session_id: string }, card_token: string) => {
      const intent = await totalize(t, diner.session_id, {
        mode: 'CUSTOM',
        amount: 500,
        user_session_id: diner.user_session_id,
      });
      const body = {
        payment_id: intent.payment_id,
        user_session_id: diner.user_session_id,
        method: 'CARD',
        card_token,
      };
      return addPaymentRaw(t, diner.session_id, body);
    };
    const guest = await sit(t, '9', 'Convidada');
    const other = await sit(t, '9', 'Outra');
    expect(await expectStatus(await payWith(guest, mine), 400)).toMatchObject({ code: 'CARD_NOT_FOUND' });
    const guests = await cardToken(t, cards.approved);
    expect((await payWith(guest, guests)).status).toBe(200);
    expect(await expectStatus(await payWith(other, guests), 400)).toMatchObject({ code: 'CARD_NOT_FOUND' });
    expect((await payWith(guest, guests)).status).toBe(200);
  });

  it('list default first; another card can be made the default; deleting the default promotes the newest', async () => {
    const owner = await register(t, {
      email: 'cartoes@exemplo.com.br',
      phone_number: '+5511933332222',
      document: '86288366757',
    });
    const save = async (number: string) =>
      z.parse(
        card,
        await expectStatus(
          await send(t, path, { token: await cardToken(t, number) }, { token: owner.access_token }),
          201,
        ),
      );
    const first = await save(cards.approved);
    const second = await save(cards.declined);
    const third = await save(cards.refundFails);
    const list = async () =>
      z.parse(
        cardList,
        await expectStatus(await t.request(path, { headers: bearer(owner.access_token) }), 200),
      );
    expect((await list()).map((c) => [c.id, c.is_default])).toEqual([
      [first.id, true],
      [third.id, false],
      [second.id, false],
    ]);
    const made = await t.request(`${path}/${second.id}/default`, {
      method: 'PATCH',
      headers: bearer(owner.access_token),
    });
    expect(z.parse(cardList, await expectStatus(made, 200))[0]).toMatchObject({
      id: second.id,
      is_default: true,
    });
    expect((await list()).filter((c) => c.is_default)).toHaveLength(1);
    const stranger = await login(t, customer.email, customer.password);
    const notTheirs = await t.request(`${path}/${third.id}/default`, {
      method: 'PATCH',
      headers: bearer(stranger.access_token),
    });
    expect(notTheirs.status).toBe(404);
    const removed = await t.request(`${path}/${second.id}`, {
      method: 'DELETE',
      headers: bearer(owner.access_token),
    });
    expect(z.parse(cardList, await expectStatus(removed, 200))).toMatchObject([
      { id: third.id, is_default: true },
      { id: first.id },
    ]);
  });
});
