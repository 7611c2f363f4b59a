import { Trans, useLingui } from '@lingui/react/macro';
import type { TrackedOrder, TrackedPayment } from '../../../machines/order-tracking/order-tracking.types.ts';
import { Card } from '../../ui/card.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useMoney } from '../shared/use-money.ts';

function PaymentLine({ payment }: { payment: TrackedPayment }) {
  const { t } = useLingui();
  const brand = payment.brand ? payment.brand.charAt(0).toUpperCase() + payment.brand.slice(1) : '';
  const last4 = payment.last4 ?? '';
  if (payment.method === 'card') return <>{t`Card ${brand} ending in ${last4}`}</>;
  if (payment.method === 'pix') return <>{t`PIX`}</>;
  return <>{t`Gift card`}</>;
}

/** The items with their options, where it goes (or where to pick it up), how it was paid and the totals. */
export function OrderReceipt({ order }: { order: TrackedOrder }) {
  const { t } = useLingui();
  const money = useMoney();
  const { totals, payment } = order;
  const storeName = order.store.name;
  const coupon = order.coupon;
  return (
    <>
      <Card as="section" className="order-card" aria-labelledby="order-items-title">
        <h2 id="order-items-title" className="order-card__title">
          <Trans>Items</Trans>
        </h2>
        <ul className="order-lines">
          {order.lines.map((line, index) => (
            // Lines have no identity of their own here: their order is the order's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <li key={index} className="order-line">
              <span className="order-line__qty">{line.quantity}×</span>
              <span className="order-line__main">
                <span className="order-line__name">{line.name}</span>
                {line.options.length > 0 && (
                  <span className="order-line__detail">{line.options.join(', ')}</span>
                )}
                {line.note && (
                  <span className="order-line__detail order-line__detail--note">“{line.note}”</span>
                )}
              </span>
              <span className="order-line__price">{money(line.totalCents)}</span>
            </li>
          ))}
        </ul>
      </Card>

      <Card as="section" className="order-card" aria-labelledby="order-place-title">
        <h2 id="order-place-title" className="order-card__title">
          {order.checkoutOption === 'delivery' ? <Trans>Delivery address</Trans> : <Trans>Pick up at</Trans>}
        </h2>
        <p className="order-place">
          <Icon name={order.checkoutOption === 'delivery' ? 'pin' : 'store'} size={20} />
          <span>
            {order.checkoutOption === 'delivery' ? (
              <>
                <span className="order-place__line">{order.address}</span>
                <span className="order-place__detail">{t`From ${storeName}`}</span>
              </>
            ) : (
              <>
                <span className="order-place__line">{order.store.name}</span>
                <span className="order-place__detail">{order.store.address}</span>
              </>
            )}
          </span>
        </p>
      </Card>

      <Card as="section" className="order-card" aria-labelledby="order-payment-title">
        <h2 id="order-payment-title" className="order-card__title">
          <Trans>Payment</Trans>
        </h2>
        {payment && (
          <p className="order-payment">
            <Icon name="lock" size={18} />
            <PaymentLine payment={payment} />
          </p>
        )}
        <dl className="order-totals">
          <div className="order-totals__row">
            <dt>
              <Trans>Items</Trans>
            </dt>
            <dd>{money(totals.itemsCents)}</dd>
          </div>
          {totals.discountCents > 0 && (
            <div className="order-totals__row order-totals__row--discount">
              <dt>{coupon ? t`Coupon ${coupon}` : t`Discount`}</dt>
              <dd>−{money(totals.discountCents)}</dd>
            </div>
          )}
          {order.checkoutOption === 'delivery' && (
            <div className="order-totals__row">
              <dt>
                <Trans>Delivery fee</Trans>
              </dt>
              <dd>{totals.deliveryCents === 0 ? t`Free` : money(totals.deliveryCents)}</dd>
            </div>
          )}
          {totals.giftCardCents > 0 && (
            <div className="order-totals__row order-totals__row--discount">
              <dt>
                <Trans>Gift card</Trans>
              </dt>
              <dd>−{money(totals.giftCardCents)}</dd>
            </div>
          )}
          <div className="order-totals__row order-totals__row--total">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{money(totals.totalCents)}</dd>
          </div>
        </dl>
      </Card>
    </>
  );
}
