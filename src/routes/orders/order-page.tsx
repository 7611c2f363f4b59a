import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { CustomerCareActor } from '../../../machines/customer-care/customer-care.selectors.ts';
import {
  selectCanConfirmDelivery,
  selectError,
  selectIsConfirming,
  selectIsLoading,
  selectIsNotFound,
  selectIsStale,
  selectLastUpdated,
  selectOrder,
  selectStatus,
} from '../../../machines/order-tracking/order-tracking.selectors.ts';
import type { TrackedOrder } from '../../../machines/order-tracking/order-tracking.types.ts';
import {
  type OrderActionsActor,
  type OrdersActor,
  selectActions,
  selectCustomerCare,
  selectTracking,
  type TrackingActor,
} from '../../../machines/orders/orders.selectors.ts';
import { errorMessages } from '../../api/error-messages.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { HeroPanel } from '../../ui/hero-panel.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LoadingBlocks } from '../../ui/loading-blocks.tsx';
import { PixPanel } from '../shared/payment/pix-panel.tsx';
import { useMoney } from '../shared/use-money.ts';
import { InstallOffer } from '../shell/install-offer.tsx';
import { RouteLayout } from '../shell/route-layout.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import { GuestOrderNote } from './guest-orders-note.tsx';
import { NotificationsOffer } from './notifications-offer.tsx';
import { OrderActionsPanel } from './order-actions-panel.tsx';
import { statusLabels, statusTone } from './order-messages.ts';
import { OrderReceipt } from './order-receipt.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrdersChart } from './orders-chart.tsx';
import { useDateTime } from './use-date-time.ts';
import './orders.css';

// Customer care's code comes when an order is shown: it is not on the way to the order's status.
const CustomerCareEntry = lazy(async () => ({
  default: (await import('../shared/customer-care-entry.tsx')).CustomerCareEntry,
}));

function Placeholder() {
  const { t } = useLingui();
  return (
    <LoadingBlocks
      className="order-detail"
      label={t`Loading your order`}
      heights={['8rem', '12rem', '8rem']}
    />
  );
}

/** What the status means for the customer, in a sentence. */
function StatusNote({ order }: { order: TrackedOrder }) {
  const { t } = useLingui();
  const { time, dateTime } = useDateTime();
  const money = useMoney();
  const { payment } = order;
  switch (order.status) {
    case 'cancelled':
      if (payment?.refundFailed)
        return t`The restaurant cancelled this order. Its refund failed: our team will contact you.`;
      if (payment?.refundedAt !== undefined && payment.method !== 'giftCard') {
        const amount = money(payment.amountCents);
        const at = dateTime(payment.refundedAt);
        return t`The restaurant cancelled this order. ${amount} was refunded to your payment method on ${at}.`;
      }
      return t`The restaurant cancelled this order. Any coupon or gift card balance you used is yours again.`;
    case 'paymentFailed':
      return t`The payment did not go through, so the order was not placed. Nothing was charged.`;
    case 'awaitingPayment':
      return t`We are waiting for your payment. The restaurant starts as soon as it is confirmed.`;
    case 'delivered':
      return t`Your order was delivered. Enjoy your meal!`;
    case 'pickedUp':
      return t`Your order was picked up. Enjoy your meal!`;
    default: {
      if (order.estimatedAt === undefined) return null;
      const at = time(order.estimatedAt);
      return order.checkoutOption === 'delivery' ? t`Expected by ${at}.` : t`Ready for pickup by ${at}.`;
    }
  }
}

function Tracking({
  tracking,
  actions,
  care,
}: {
  tracking: TrackingActor;
  actions: OrderActionsActor | undefined;
  care: CustomerCareActor | undefined;
}) {
  const { t } = useLingui();
  const { user } = useAppActors();
  const { timeWithSeconds, dateTime } = useDateTime();
  const money = useMoney();
  const order = useSelector(tracking, selectOrder);
  const status = useSelector(tracking, selectStatus);
  const loading = useSelector(tracking, selectIsLoading);
  const notFound = useSelector(tracking, selectIsNotFound);
  const failed = useSelector(tracking, (snapshot) => snapshot.matches('loadFailed'));
  const error = useSelector(tracking, selectError);
  const stale = useSelector(tracking, selectIsStale);
  const updatedAt = useSelector(tracking, selectLastUpdated);
  const canConfirm = useSelector(tracking, selectCanConfirmDelivery);
  const confirming = useSelector(tracking, selectIsConfirming);
  const confirmFailed = useSelector(tracking, (snapshot) =>
    snapshot.matches({ following: { confirmation: 'failed' } }),
  );

  if (notFound) {
    return (
      <div className="orders-message" role="alert">
        <Icon name="alert-circle" size={40} className="orders-message__icon" />
        <h2 className="orders-message__title">
          <Trans>Order not found</Trans>
        </h2>
        <p>
          <Trans>This order does not exist or is not yours.</Trans>
        </p>
        <Link to="/orders" className={buttonClass({ variant: 'primary' })}>
          <Trans>See my orders</Trans>
        </Link>
      </div>
    );
  }
  if (failed || (loading && error !== undefined)) {
    return (
      <div className="orders-message">
        <FormError>{t(errorMessages[error ?? 'default'] ?? errorMessages.default)}</FormError>
        <Button variant="secondary" icon="refresh" onClick={() => tracking.send({ type: 'order.refresh' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (order === undefined || status === undefined) return <Placeholder />;
  const paid = !['awaitingPayment', 'paymentFailed', 'cancelled'].includes(status);
  const submitted = dateTime(order.submittedAt);
  const lastUpdated = updatedAt === undefined ? undefined : timeWithSeconds(updatedAt);
  return (
    <div className="order-detail">
      <HeroPanel tone={statusTone(status)} className="order-hero" aria-labelledby="order-status">
        <p className="order-hero__label">{t`Order from ${submitted}`}</p>
        <h2 id="order-status" className="order-hero__status" aria-live="polite">
          {t(statusLabels[status])}
        </h2>
        <p className="order-hero__note">
          <StatusNote order={order} />
        </p>
        {lastUpdated !== undefined && (
          <p className="order-hero__updated">
            <Icon name="clock" size={16} />
            {t`Last updated at ${lastUpdated}`}
          </p>
        )}
      </HeroPanel>
      {stale && (
        <p className="order-stale" role="status">
          <Icon name="alert" size={18} />
          <Trans>We can't reach the restaurant right now: this may be out of date.</Trans>
          <Button variant="ghost" size="sm" onClick={() => tracking.send({ type: 'order.refresh' })}>
            <Trans>Refresh</Trans>
          </Button>
        </p>
      )}
      {status === 'awaitingPayment' && order.payment?.pix !== undefined && (
        <PixPanel
          pix={order.payment.pix}
          amount={<p className="pix-page__amount">{money(order.payment.amountCents)}</p>}
          action={
            <Button variant="secondary" fullWidth onClick={() => tracking.send({ type: 'order.refresh' })}>
              <Trans>I have paid</Trans>
            </Button>
          }
          paid={<Trans>Once the bank confirms it, your order goes to the kitchen.</Trans>}
        />
      )}
      <GuestOrderNote checkoutOption={order.checkoutOption} />
      <OrderTimeline order={order} />
      {(canConfirm || confirming) && (
        <Button
          fullWidth
          size="lg"
          icon="check"
          loading={confirming}
          onClick={() => tracking.send({ type: 'delivery.confirm' })}
        >
          {order.checkoutOption === 'delivery' ? (
            <Trans>I received my order</Trans>
          ) : (
            <Trans>I picked up my order</Trans>
          )}
        </Button>
      )}
      {confirmFailed && (
        <FormError>{t(errorMessages[error ?? 'default'] ?? errorMessages.default)}</FormError>
      )}
      {paid && <InstallOffer />}
      {paid && <NotificationsOffer user={user} />}
      <OrderReceipt order={order} />
      {actions !== undefined && <OrderActionsPanel actions={actions} paid={paid} />}
      {care !== undefined && (
        <Suspense fallback={null}>
          <CustomerCareEntry care={care} label={t`Need help with this order?`} />
        </Suspense>
      )}
    </div>
  );
}

function TrackingOf({ orders }: { orders: OrdersActor }) {
  const tracking = useSelector(orders, selectTracking);
  const actions = useSelector(orders, selectActions);
  const care = useSelector(orders, selectCustomerCare);
  return tracking === undefined ? (
    <Placeholder />
  ) : (
    <Tracking tracking={tracking} actions={actions} care={care} />
  );
}

/** /orders/{id} and /mobile/order/{id}: following one order (spec §2). */
export function OrderPage() {
  const { t } = useLingui();
  return (
    <RouteLayout layout="order" title={t`Order details`}>
      <OrdersChart placeholder={<Placeholder />}>{(orders) => <TrackingOf orders={orders} />}</OrdersChart>
    </RouteLayout>
  );
}
