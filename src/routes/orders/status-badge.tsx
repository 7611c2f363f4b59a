import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '../../../machines/order-tracking/order-tracking.types.ts';
import { Pill, type PillTone } from '../../ui/pill.tsx';
import { statusLabels, statusTone } from './order-messages.ts';

const pillTones: Record<ReturnType<typeof statusTone>, PillTone> = {
  live: 'info',
  done: 'success',
  bad: 'error',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useLingui();
  return (
    <Pill tone={pillTones[statusTone(status)]} className="order-status">
      {t(statusLabels[status])}
    </Pill>
  );
}
