import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  type OrdersActor,
  selectFailed,
  selectOrdersOfApp,
} from '../../../machines/orders/orders.selectors.ts';
import { FormError } from '../../ui/form/form-error.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';

interface OrdersChartProps {
  /** Shown while the orders' code downloads. */
  placeholder: ReactNode;
  children: (orders: OrdersActor) => ReactNode;
}

/** The orders pages' chart of the tree, once its code is here; a plain message when it could not come. */
export function OrdersChart({ placeholder, children }: OrdersChartProps) {
  const { t } = useLingui();
  const { app } = useAppActors();
  const orders = useSelector(app, selectOrdersOfApp);
  const unavailable = useSelector(app, (snapshot) => snapshot.matches({ orders: 'unavailable' }));
  const failed = useSelector(orders, (snapshot) => snapshot !== undefined && selectFailed(snapshot));
  if (unavailable || failed) {
    return (
      <FormError>{t`Your orders could not be opened. Check your connection and come back to this page.`}</FormError>
    );
  }
  return orders === undefined ? placeholder : children(orders);
}
