import type { ApiErrorKey } from '../../contract/errors.ts';

/** A past line the rebuy could not put back in the cart, and why. */
export interface MissingLine {
  name: string;
  reason: 'unavailable' | 'optionsChanged';
}

/** `orders/rebuy { order_id, service_id }`: the cart was refilled; these lines were left out. */
export interface RebuyOutcome {
  /** The refilled cart's order id. */
  cartOrderId: string;
  /** Lines now in the cart. */
  lineCount: number;
  missing: MissingLine[];
}

export interface RebuyInput {
  orderId: string;
}

export interface InvoiceInput {
  orderId: string;
  email: string;
}

/** What REPURCHASE_COMPLETED carries (spec §7 engagement events). */
export interface RepurchaseTracked {
  order_id: string;
  cart_order_id: string;
  items: number;
  missing_items: number;
}

export interface OrderActionsInput {
  orderId: string;
}

export type InvoiceErrorKey = ApiErrorKey | 'invalidEmail';

export interface OrderActionsContext extends OrderActionsInput {
  missing: MissingLine[];
  rebuyError: ApiErrorKey | undefined;
  /** The address the invoice is (or was) sent to. */
  invoiceTo: string | undefined;
  invoiceError: InvoiceErrorKey | undefined;
}

export type OrderActionsEvent =
  /** "Order again". */
  | { type: 'rebuy.start' }
  /** After reading what is missing: on to the cart. */
  | { type: 'rebuy.continue' }
  | { type: 'rebuy.dismiss' }
  /** "Send the invoice by e-mail" to this address. */
  | { type: 'invoice.send'; email: string }
  | { type: 'invoice.dismiss' };

export type OrderActionsTag = 'busy' | 'error' | 'rebuy:incomplete' | 'invoice:sent';
