import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoryFilter } from '../../../machines/order-history/order-history.types.ts';
import type { OrderStatus } from '../../../machines/order-tracking/order-tracking.types.ts';
import type { HeroTone } from '../../ui/hero-panel.tsx';

/** Each status as the customer reads it. */
export const statusLabels: Record<OrderStatus, MessageDescriptor> = {
  awaitingPayment: msg`Awaiting payment`,
  accepted: msg`Order accepted`,
  preparing: msg`Being prepared`,
  outForDelivery: msg`Out for delivery`,
  readyForPickup: msg`Ready for pickup`,
  delivered: msg`Delivered`,
  pickedUp: msg`Picked up`,
  cancelled: msg`Cancelled`,
  paymentFailed: msg`Payment failed`,
};

export const filterLabels: Record<HistoryFilter, MessageDescriptor> = {
  ALL: msg`All`,
  ACTIVE: msg`In progress`,
  DELIVERED: msg`Delivered`,
  CANCELLED: msg`Cancelled`,
};

/** A status's tone: still moving, done and well, or gone wrong. */
export const statusTone = (status: OrderStatus): HeroTone =>
  status === 'cancelled' || status === 'paymentFailed'
    ? 'error'
    : status === 'delivered' || status === 'pickedUp'
      ? 'success'
      : 'live';
