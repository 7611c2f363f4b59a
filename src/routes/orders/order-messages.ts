import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoryFilter } from '../../../machines/order-history/order-history.types.ts';
import type { OrderStatus } from '../../../machines/order-tracking/order-tracking.types.ts';

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

/** A status's tone on its badge. */
export const statusTone = (status: OrderStatus) =>
  status === 'cancelled' || status === 'paymentFailed'
    ? 'bad'
    : status === 'delivered' || status === 'pickedUp'
      ? 'done'
      : 'live';
