import { BarLayout, type BarLayoutProps } from './bar-layout.tsx';

export type OrderLayoutProps = BarLayoutProps;

/** Order list and order detail (/orders, /orders/{id}): top bar, content, optional footer action and nav. */
export function OrderLayout(props: OrderLayoutProps) {
  return <BarLayout {...props} className="order-layout" />;
}
