import type { PaymentReference } from './provider.ts';

/** How a payment is named at the provider: `order-payment:<id>` or `table-payment:<id>`. */
export const referenceOf = ({ kind, paymentId }: PaymentReference) => `${kind}-payment:${paymentId}`;

const shape = /^(order|table)-payment:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The payment a reference names; undefined for one that is not ours. */
export function readReference(reference: string): PaymentReference | undefined {
  const [, kind, paymentId] = shape.exec(reference) ?? [];
  return kind && paymentId ? { kind: kind as PaymentReference['kind'], paymentId } : undefined;
}
