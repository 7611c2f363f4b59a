import {
  invoiceBody,
  invoiceSent,
  type RebuyResult,
  rebuyBody,
  rebuyResult,
} from '../../contract/schemas/orders.ts';
import { findService } from '../catalog/store-queries.ts';
import { HttpError } from '../http/http-error.ts';
import { type PricedLine, priceLines } from '../table/order-lines.ts';
import { openCartView } from './cart-view.ts';
import { findOwnOrder, openCart, orderNotFound } from './carts.ts';
import { sendInvoice } from './invoice.ts';
import { type OrderDeps, scopeOf } from './order-deps.ts';
import { insertLine, loadLines } from './order-lines.ts';
import { orderView } from './order-view.ts';

const base = '/api/order/v1/orders';
const unavailableCodes = new Set(['ITEM_UNAVAILABLE', 'INVALID_OPTIONS']);

export function rebuyAndInvoiceRoutes({ api, db, owner }: OrderDeps): void {
  api.post(
    {
      path: `${base}/rebuy`,
      summary:
        "Fill a new cart (replacing the open one) with a past order's lines at today's prices, saying which are no longer available",
      body: rebuyBody,
      response: rebuyResult,
    },
    async ({ body }, c) => {
      const who = await owner(c);
      const scope = scopeOf(c);
      const source = await findOwnOrder(db, who, body.order_id);
      if (!source) throw orderNotFound();
      const { service } = await findService(db, scope.brandId, body.service_id);
      const menu = { brandId: scope.brandId, locale: scope.locale };
      const refilled: PricedLine[] = [];
      const unavailable: RebuyResult['unavailable_items'] = [];
      for (const line of await loadLines(db, source.id, scope.locale)) {
        const wanted = {
          item_id: line.item_id,
          quantity: line.quantity,
          choice_ids: line.options.map((option) => option.id),
          note: line.note,
        };
        try {
          refilled.push(...(await priceLines(db, menu, [wanted])));
        } catch (error) {
          if (!(error instanceof HttpError) || !unavailableCodes.has(error.code ?? '')) throw error;
          unavailable.push({
            item_id: line.item_id,
            name: line.name,
            reason: error.code === 'INVALID_OPTIONS' ? 'INVALID_OPTIONS' : 'ITEM_UNAVAILABLE',
          });
        }
      }
      const cart = await openCart(db, who, scope.brandId, { serviceId: service.id, repurchase: true });
      await db.transaction(async (tx) => {
        for (const line of refilled) await insertLine(tx, cart.id, line);
      });
      return { cart: await openCartView(db, cart, scope), unavailable_items: unavailable };
    },
  );

  api.post(
    {
      path: `${base}/invoice`,
      summary: "E-mail a paid order's invoice (the dev outbox)",
      body: invoiceBody,
      response: invoiceSent,
    },
    async ({ body }, c) => {
      const row = await findOwnOrder(db, await owner(c), body.order_id);
      if (!row) throw orderNotFound();
      if (row.status !== 'PLACED')
        throw new HttpError(409, 'only a paid order has an invoice', 'ORDER_NOT_PAID');
      const scope = scopeOf(c);
      const email = body.email.toLowerCase();
      await sendInvoice(db, await orderView(db, row, scope), email, scope.locale);
      return { ok: true as const, email };
    },
  );
}
