import { useLingui } from '@lingui/react/macro';
import type { OrderStatus, TrackedOrder } from '../../../machines/order-tracking/order-tracking.types.ts';
import { cx } from '../../ui/class-names.ts';
import { Icon } from '../../ui/icon.tsx';
import { useDateTime } from '../shared/use-date-time.ts';
import { statusLabels } from './order-messages.ts';

/** The steps an order goes through, by how it reaches the customer. */
const STEPS: Record<TrackedOrder['checkoutOption'], OrderStatus[]> = {
  delivery: ['accepted', 'preparing', 'outForDelivery', 'delivered'],
  takeout: ['accepted', 'preparing', 'readyForPickup', 'pickedUp'],
};
const ENDINGS: OrderStatus[] = ['cancelled', 'paymentFailed'];

/**
 * The status timeline: each step with the time it was reached, those ahead greyed; an order that
 * ended otherwise (cancelled, payment failed) ends with that step.
 */
export function OrderTimeline({ order }: { order: TrackedOrder }) {
  const { t } = useLingui();
  const { time } = useDateTime();
  const reached = new Map(order.timeline.map((step) => [step.status, step.at]));
  const ending = ENDINGS.find((status) => reached.has(status));
  const steps = ending
    ? [...STEPS[order.checkoutOption].filter((status) => reached.has(status)), ending]
    : STEPS[order.checkoutOption];
  return (
    <ol className="order-timeline" aria-label={t`Order progress`}>
      {steps.map((status) => {
        const at = reached.get(status);
        const current = status === order.status;
        return (
          <li
            key={status}
            className={cx(
              'order-timeline__step',
              at !== undefined && 'order-timeline__step--reached',
              current && 'order-timeline__step--current',
              ENDINGS.includes(status) && 'order-timeline__step--ended',
            )}
            aria-current={current ? 'step' : undefined}
          >
            <span className="order-timeline__dot" aria-hidden="true">
              {at !== undefined && <Icon name={ENDINGS.includes(status) ? 'close' : 'check'} size={14} />}
            </span>
            <span className="order-timeline__label">{t(statusLabels[status])}</span>
            {at !== undefined ? (
              <time className="order-timeline__time" dateTime={new Date(at).toISOString()}>
                {time(at)}
              </time>
            ) : (
              <span className="order-timeline__time">{t`Next`}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
