import { useEffect, useSyncExternalStore } from 'react';
import { type TablePaymentFlowState, tablePaymentFlow } from '../../../app/flows/table-payment-flow.ts';
import { useAppActors } from '../../shell/use-app-actors.ts';
import { useTable } from '../use-table.ts';

/** The diner's payment, shared by the payment and PIX pages: started (or resumed) on the first of them. */
export function useTablePayment(): TablePaymentFlowState {
  const { user } = useAppActors();
  const table = useTable();
  useEffect(() => tablePaymentFlow.acquire({ table, user }), [table, user]);
  return useSyncExternalStore(tablePaymentFlow.subscribe, tablePaymentFlow.getState);
}
