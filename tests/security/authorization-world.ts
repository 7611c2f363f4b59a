import * as z from 'zod/mini';
import { withCheckDigits } from '../../contract/cpf.ts';
import { addresses } from '../../contract/schemas/address.ts';
import { b2cLogin } from '../../contract/schemas/auth.ts';
import { card } from '../../contract/schemas/cards.ts';
import { privacyRequest } from '../../contract/schemas/privacy.ts';
import type { PspEvent } from '../../contract/schemas/psp.ts';
import { seatTokenHeader, type TableSession, tablePayment } from '../../contract/schemas/table.ts';
import { demoTableKey } from '../../server/seed/demo-table-keys.ts';
import { tableReference } from '../../server/table/table-outcomes.ts';
import { bearer, customer, expectStatus, login, register, send } from '../../server/test-support/accounts.ts';
import { addPaymentRaw, cards, cardToken, info, sit, totalize } from '../../server/test-support/table.ts';
import type { TestApp } from '../../server/test-support/test-app.ts';
import { chargeAtSandbox, chargeEvent } from '../../server/test-support/webhooks.ts';
import { buildOrderingWorld, type OrderingWorld } from './ordering-world.ts';

/**
 * Who calls. The owner (Maria, signed in and seated at table 9, her seat token with her bearer
 * token) owns every resource a row aims at; another user is signed in to an account of their own;
 * another diner sits at the same table as a guest and presents its own seat token; anonymous
 * brings nothing.
 */
export const actors = ['owner', 'otherUser', 'otherDiner', 'anonymous'] as const;
export type Actor = (typeof actors)[number];

/** The resources of the owner the rows aim at, and makers of fresh ones for calls that use them up. */
export interface World {
  t: TestApp;
  headers: Record<Actor, Record<string, string>>;
  maria: { address: string; card: string; session: string; seat: string; payment: string };
  /** The table's key, as its QR link carries it. */
  tableKey: string;
  /** Carts, orders and guest sessions. */
  ordering: OrderingWorld;
  /** A different text on every call (e-mails, streets, keys). */
  unique(): string;
  /** A phone number nobody has. */
  uniquePhone(): string;
  address(street: string): Record<string, unknown>;
  newAddress(): Promise<string>;
  newCard(): Promise<string>;
  /** The id of a new profile picture of the owner's (the last part of its URL). */
  newProfileImage(): Promise<string>;
  pspToken(): Promise<string>;
  /** A guest seat at the owner's table. */
  newSeat(): Promise<TableSession>;
  /** A share of the owner's held for payment. */
  newIntent(): Promise<string>;
  /** The provider's webhook saying a new PIX charge of the owner's was paid (not yet sent). */
  newPixPaidEvent(): Promise<PspEvent>;
  /** A table payment of the owner's, paid by card. */
  newPaidPayment(): Promise<string>;
  newRefreshToken(): Promise<string>;
  /** The keys to open a session at a table nobody sits at. */
  newKeyCreation(): Promise<{ key_creation: string; table_key: string }>;
  newB2cSession(): Promise<string>;
  /** An LGPD data export the owner asked for. */
  newPrivacyRequest(): Promise<string>;
}

/** Tables of the pinheiros store, free in the demo data: one per session a row opens. */
const freeTables = ['1', '2', '3', '4', '5', '6', '7', '8'];

export async function buildWorld(t: TestApp): Promise<World> {
  let counter = 0;
  const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const maria = (await login(t, customer.email, customer.password)).access_token;
  const stranger = await register(t, {
    email: 'estranha@exemplo.com.br',
    phone_number: '+5511977771234',
    document: withCheckDigits('246813579'),
  });
  const owner = bearer(maria);

  const address = (street: string) => ({
    postal_code: '01014-000',
    street,
    number: '10',
    district: 'Centro',
    city: 'São Paulo',
    state: 'SP',
    latitude: -23.5477,
    longitude: -46.6343,
  });
  const pspToken = () => cardToken(t, cards.approved);
  const newCard = async () => {
    const saved = await send(t, '/api/crm/v1/cards', { token: await pspToken() }, { token: maria });
    return z.parse(card, await expectStatus(saved, 201)).id;
  };
  const seat = await sit(t, '9', 'Maria', maria);
  const tablemate = await sit(t, '9', 'Convidado');
  const newIntent = async () =>
    (
      await totalize(
        t,
        seat.session_id,
        { mode: 'CUSTOM', amount: 100, user_session_id: seat.user_session_id },
        maria,
      )
    ).payment_id;

  const [main] = await t.getParsed(addresses, '/api/crm/v1/addresses', owner);
  if (!main) throw new Error('the demo customer has no address');

  return {
    t,
    headers: {
      owner: { ...owner, [seatTokenHeader]: seat.seat_token },
      otherUser: bearer(stranger.access_token),
      otherDiner: { [seatTokenHeader]: tablemate.seat_token },
      anonymous: {},
    },
    maria: {
      address: main.id,
      card: await newCard(),
      session: seat.session_id,
      seat: seat.user_session_id,
      payment: await newIntent(),
    },
    tableKey: demoTableKey('centro', '9'),
    unique,
    uniquePhone: () => `+5511${String(900_000_000 + counter++)}`,
    address,
    async newAddress() {
      const created = await send(t, '/api/crm/v1/addresses', address(`Rua ${unique()}`), { token: maria });
      return ((await expectStatus(created, 201)) as { id: string }).id;
    },
    newCard,
    async newProfileImage() {
      const form = new FormData();
      form.set(
        'image',
        new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0])], 'me.jpg', { type: 'image/jpeg' }),
      );
      const saved = await t.request('/api/crm/v1/users/me', {
        method: 'PUT',
        body: form,
        headers: bearer(maria),
      });
      return ((await expectStatus(saved, 200)) as { image: string }).image.split('/').pop() ?? '';
    },
    pspToken,
    newSeat: () => sit(t, '9', `Convidado ${unique()}`),
    newIntent,
    ordering: await buildOrderingWorld(t, owner),
    async newPixPaidEvent() {
      const payment_id = await newIntent();
      const body = { payment_id, user_session_id: seat.user_session_id, method: 'PIX' };
      await expectStatus(await addPaymentRaw(t, seat.session_id, body, undefined, maria), 200);
      const charge = chargeAtSandbox(t, tableReference(payment_id));
      return chargeEvent('pix.paid', { ...charge, status: 'paid' });
    },
    async newPaidPayment() {
      const payment_id = await newIntent();
      const body = {
        payment_id,
        user_session_id: seat.user_session_id,
        method: 'CARD',
        card_token: await pspToken(),
      };
      const paid = await expectStatus(await addPaymentRaw(t, seat.session_id, body, undefined, maria), 200);
      return z.parse(tablePayment, paid).id;
    },
    newRefreshToken: async () => (await login(t, customer.email, customer.password)).refresh_token,
    async newKeyCreation() {
      const table = freeTables.shift();
      if (!table) throw new Error('no free table left');
      const key = (await info(t, table, 'pinheiros')).key_creation;
      if (!key) throw new Error(`pinheiros table ${table} is not free`);
      return { key_creation: key, table_key: demoTableKey('pinheiros', table) };
    },
    async newB2cSession() {
      const started = await t.request(`/api/crm/v1/b2c/login?unique-user-id=ext-${unique()}`);
      return z.parse(b2cLogin, await expectStatus(started, 200)).session_id;
    },
    async newPrivacyRequest() {
      const made = await t.request('/api/crm/v1/privacy/requests', {
        method: 'POST',
        headers: { ...owner, 'content-type': 'application/json', 'idempotency-key': unique() },
        body: JSON.stringify({ kind: 'EXPORT' }),
      });
      return z.parse(privacyRequest, await expectStatus(made, 201)).id;
    },
  };
}

/** A request aimed at the owner's resources; the runner adds the actor's headers. */
export interface Target {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: Record<string, string>;
  headers?: Record<string, string>;
  /** Credentials in place of the actor's account (a guest session's header, or none). */
  identity?: Record<string, string>;
}

/** Sends `endpoint` ("METHOD /path/{param}") as `actor`; answers the status. */
export async function call(w: World, endpoint: string, actor: Actor, target: Target = {}): Promise<number> {
  const [method = 'GET', template = ''] = endpoint.split(' ');
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = target.params?.[name];
    if (value === undefined) throw new Error(`${endpoint}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const query = target.query ? `?${new URLSearchParams(target.query)}` : '';
  const headers: Record<string, string> = { ...(target.identity ?? w.headers[actor]), ...target.headers };
  let body: BodyInit | undefined;
  if (target.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(target.json);
  } else if (target.form) {
    body = new URLSearchParams(target.form);
  } else if (target.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.multipart)) form.set(name, value);
    body = form;
  }
  const response = await w.t.request(`${path}${query}`, { method, headers, body });
  await response.arrayBuffer();
  return response.status;
}
