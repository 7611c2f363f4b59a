import { money } from '../../contract/money.ts';
import type { Service, ServiceType } from '../../contract/schemas/catalog.ts';
import type {
  CheckoutChoice,
  DeliveryDetails,
  RestaurantServices,
  StoreQuote,
  UnavailableReason,
} from './checkout-option.types.ts';

const otherType: Record<ServiceType, ServiceType> = { delivery: 'takeout', takeout: 'delivery' };

/**
 * Spec §4 "Checkout option change": the service id is the service of the chosen type; when the
 * first restaurant does not offer that type, switch to the other one if it is offered. "Offered"
 * means listed: an UNAVAILABLE service (closed now) keeps its type, so the unavailable-service
 * modal can say why.
 */
export function resolveCheckoutOption(
  requested: ServiceType,
  restaurant: RestaurantServices | undefined,
): CheckoutChoice {
  const services = restaurant?.services ?? [];
  const service =
    services.find((candidate) => candidate.serviceType === requested) ??
    services.find((candidate) => candidate.serviceType === otherType[requested]);
  return service === undefined
    ? { option: requested, serviceId: undefined }
    : { option: service.serviceType, serviceId: service.id };
}

/** Spec §4: "If the address is outside the area, delivery details are set to zero time and zero price." */
export function deliveryDetailsOf(quote: StoreQuote | undefined): DeliveryDetails | undefined {
  if (quote === undefined) return undefined;
  return quote.insideServiceArea
    ? { minutes: quote.estimateDeliveryMinutes, price: quote.price }
    : { minutes: 0, price: money(0) };
}

export interface OrderFacts {
  option: ServiceType;
  service: Service | undefined;
  quote: StoreQuote | undefined;
}

/**
 * Why the customer cannot order now (undefined: nothing known against it). Spec §4: ordering needs
 * the service AVAILABLE and the customer inside the service area — the delivery area, which a
 * takeout (picked up at the restaurant) does not need: takeout is what an address outside it is
 * offered. No restaurant serving the point is outside every area.
 */
export function unavailableReason({ option, service, quote }: OrderFacts): UnavailableReason | undefined {
  if (service === undefined) return 'outOfArea';
  if (option === 'delivery' && quote?.insideServiceArea === false) return 'outOfArea';
  if (service.status === 'AVAILABLE') return undefined;
  return quote?.todayWorkHours ? 'outOfHours' : 'unavailableToday';
}

/** A delivery also needs the store's answer that the point is inside its area. */
export function canOrder(facts: OrderFacts): boolean {
  return unavailableReason(facts) === undefined && (facts.option === 'takeout' || facts.quote !== undefined);
}
