import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '../../../machines/order-tracking/order-tracking.types.ts';
import type { HeroTone } from '../../ui/hero-panel.tsx';
import { Pill, type PillTone } from '../../ui/pill.tsx';
import { statusLabels, statusTone } from './order-messages.ts';

/** A pill has no ember: an order still moving is told in the calm blue of news. */
const pillTones: Record<HeroTone, PillTone> = { live: 'info', success: 'success', error: 'error' };

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useLingui();
  return (
    <Pill tone={pillTones[statusTone(status)]} className="order-status">
      {t(statusLabels[status])}
    </Pill>
  );
}
