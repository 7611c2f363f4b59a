import { useLocation } from '@tanstack/react-router';
import { isHistoryPage } from '../../../machines/orders/orders.pages.ts';
import { OrderPage } from './order-page.tsx';
import { OrdersPage } from './orders-page.tsx';

/** The orders pages' screen: the history on `/orders`, an order's tracking on its pages. */
export function OrdersPages() {
  const { pathname } = useLocation();
  return isHistoryPage(pathname) ? <OrdersPage /> : <OrderPage />;
}
