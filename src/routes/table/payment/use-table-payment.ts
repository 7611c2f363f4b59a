import { useRef } from 'react';
import { selectTablePayment, type TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import { useTableSelector } from '../use-table.ts';

/**
 * The diner's payment, shared by the payment and PIX pages (a child of the table). While the diner
 * closes it, its pages still show the last of it until the bill's page loads.
 */
export function useTablePayment(): TablePaymentActor | undefined {
  const payment = useTableSelector(selectTablePayment);
  const last = useRef(payment);
  if (payment !== undefined) last.current = payment;
  return last.current;
}
