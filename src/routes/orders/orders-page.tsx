import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  selectError,
  selectFilter,
  selectHasMore,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectLoadFailed,
  selectMoreFailed,
  selectOrders,
  selectTotal,
} from '../../../machines/order-history/order-history.selectors.ts';
import type { HistoryFilter, OrderSummary } from '../../../machines/order-history/order-history.types.ts';
import {
  type HistoryActor,
  type OrdersActor,
  selectHistory,
} from '../../../machines/orders/orders.selectors.ts';
import { errorMessages } from '../../api/error-messages.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LoadingBlocks } from '../../ui/loading-blocks.tsx';
import { useMoney } from '../shared/use-money.ts';
import { RouteLayout } from '../shell/route-layout.tsx';
import { GuestOrdersNote } from './guest-orders-note.tsx';
import { filterLabels } from './order-messages.ts';
import { OrdersChart } from './orders-chart.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useDateTime } from './use-date-time.ts';
import './orders.css';

const FILTERS: HistoryFilter[] = ['ALL', 'ACTIVE', 'DELIVERED', 'CANCELLED'];

function Placeholder() {
  const { t } = useLingui();
  return (
    <LoadingBlocks className="order-list" label={t`Loading your orders`} heights={['6rem', '6rem', '6rem']} />
  );
}

/** One past order: when, where from, how it stands, what it cost; the whole card opens it. */
function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useLingui();
  const money = useMoney();
  const { dateTime } = useDateTime();
  const items = order.itemsCount;
  return (
    <Link to="/orders/$id" params={{ id: order.id }} className="order-row">
      <Card className="order-row__card">
        <div className="order-row__top">
          <span className="order-row__store">
            <Icon name={order.checkoutOption === 'takeout' ? 'store' : 'bag'} size={20} />
            {order.storeName}
          </span>
          <StatusBadge status={order.status} />
        </div>
        <div className="order-row__bottom">
          <span className="order-row__meta">
            <time dateTime={new Date(order.submittedAt).toISOString()}>{dateTime(order.submittedAt)}</time>
            {' · '}
            {items === 1 ? t`1 item` : t`${items} items`}
            {' · '}
            {order.checkoutOption === 'takeout' ? t`Takeout` : t`Delivery`}
          </span>
          <span className="order-row__total">{money(order.totalCents)}</span>
        </div>
      </Card>
    </Link>
  );
}

function History({ history }: { history: HistoryActor }) {
  const { t } = useLingui();
  const orders = useSelector(history, selectOrders);
  const filter = useSelector(history, selectFilter);
  const total = useSelector(history, selectTotal);
  const loading = useSelector(history, selectIsLoading);
  const loadingMore = useSelector(history, selectIsLoadingMore);
  const hasMore = useSelector(history, selectHasMore);
  const empty = useSelector(history, selectIsEmpty);
  const failed = useSelector(history, selectLoadFailed);
  const moreFailed = useSelector(history, selectMoreFailed);
  const error = useSelector(history, selectError);
  const shown = orders.length;
  return (
    <>
      <GuestOrdersNote />
      <fieldset className="order-filters">
        <legend className="visually-hidden">{t`Filter orders`}</legend>
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className="order-filters__option"
            aria-pressed={filter === option}
            onClick={() => history.send({ type: 'history.filter', filter: option })}
          >
            {t(filterLabels[option])}
          </button>
        ))}
      </fieldset>
      {loading ? (
        <Placeholder />
      ) : failed ? (
        <div className="orders-message">
          <FormError>{t(errorMessages[error ?? 'default'] ?? errorMessages.default)}</FormError>
          <Button variant="secondary" icon="refresh" onClick={() => history.send({ type: 'history.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : empty ? (
        <div className="orders-message">
          <Icon name="receipt" size={40} className="orders-message__icon" />
          <p>{filter === 'ALL' ? t`You have no orders yet.` : t`No orders here.`}</p>
          <Link to="/menu" className={buttonClass({ variant: 'primary' })}>
            <Trans>See the menu</Trans>
          </Link>
        </div>
      ) : (
        <>
          <ul className="order-list" aria-label={t`Your orders`}>
            {orders.map((order) => (
              <li key={order.id}>
                <OrderRow order={order} />
              </li>
            ))}
          </ul>
          <p className="orders-count" aria-live="polite">
            {t`Showing ${shown} of ${total} orders`}
          </p>
          {moreFailed && (
            <FormError>{t(errorMessages[error ?? 'default'] ?? errorMessages.default)}</FormError>
          )}
          {hasMore && (
            <Button
              variant="secondary"
              fullWidth
              loading={loadingMore}
              onClick={() => history.send({ type: 'history.loadMore' })}
            >
              <Trans>Show more orders</Trans>
            </Button>
          )}
        </>
      )}
    </>
  );
}

/** /orders: the customer's orders, newest first, by filter, ten at a time (spec §2, §7, §9). */
export function OrdersPage() {
  const { t } = useLingui();
  return (
    <RouteLayout layout="order" title={t`My orders`}>
      <div className="orders">
        <OrdersChart placeholder={<Placeholder />}>{(orders) => <HistoryOf orders={orders} />}</OrdersChart>
      </div>
    </RouteLayout>
  );
}

/** The history's chart, started by the orders chart on this page. */
function HistoryOf({ orders }: { orders: OrdersActor }) {
  const history = useSelector(orders, selectHistory);
  return history === undefined ? <Placeholder /> : <History history={history} />;
}
