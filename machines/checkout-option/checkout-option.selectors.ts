import type { SnapshotFrom } from 'xstate';
import type { ServiceType } from '../../contract/schemas/catalog.ts';
import type { checkoutOptionMachine } from './checkout-option.machine.ts';
import { canOrder, deliveryDetailsOf, type OrderFacts, unavailableReason } from './checkout-option.rules.ts';

export type CheckoutOptionSnapshot = SnapshotFrom<typeof checkoutOptionMachine>;

export const selectOption = (snapshot: CheckoutOptionSnapshot) => snapshot.context.option;
export const selectServiceId = (snapshot: CheckoutOptionSnapshot) => snapshot.context.serviceId;
/** The restaurant, or the new option's load, is still on its way. */
export const selectIsBusy = (snapshot: CheckoutOptionSnapshot) => snapshot.hasTag('busy');
/** The switch offers only the types the first restaurant lists. */
export const selectIsOffered = (snapshot: CheckoutOptionSnapshot, type: ServiceType) =>
  snapshot.context.services.some((service) => service.serviceType === type);
export const selectService = (snapshot: CheckoutOptionSnapshot) =>
  snapshot.context.services.find((service) => service.id === snapshot.context.serviceId);
/** The store's answer: inside the area, today's hours, the address a takeout is picked up at. */
export const selectQuote = (snapshot: CheckoutOptionSnapshot) => snapshot.context.quote;
/** ETA and fee; zero time and zero price outside the area (spec §4). */
export const selectDeliveryDetails = (snapshot: CheckoutOptionSnapshot) =>
  deliveryDetailsOf(snapshot.context.quote);

const orderFacts = (snapshot: CheckoutOptionSnapshot): OrderFacts => ({
  option: snapshot.context.option,
  service: selectService(snapshot),
  quote: snapshot.context.quote,
});

/** Spec §4: "Ordering needs service status AVAILABLE and the user inside the service area." */
export const selectCanOrder = (snapshot: CheckoutOptionSnapshot) =>
  snapshot.hasTag('ready') && canOrder(orderFacts(snapshot));

/** What the unavailable-service modal says; undefined while loading or when ordering is possible. */
export const selectUnavailableReason = (snapshot: CheckoutOptionSnapshot) =>
  snapshot.hasTag('ready') ? unavailableReason(orderFacts(snapshot)) : undefined;
