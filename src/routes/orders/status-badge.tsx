import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '../../../machines/order-tracking/order-tracking.types.ts';
import { statusLabels, statusTone } from './order-messages.ts';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useLingui();
  return (
    <span className={`order-status order-status--${statusTone(status)}`}>{t(statusLabels[status])}</span>
  );
}
