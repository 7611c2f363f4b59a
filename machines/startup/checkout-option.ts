import type { Restaurant, ServiceType } from '../../contract/schemas/catalog.ts';

export interface CheckoutChoice {
  checkoutOption: ServiceType;
  /** Undefined when the restaurant offers neither type (or no restaurant was found). */
  serviceId: string | undefined;
}

const otherType: Record<ServiceType, ServiceType> = { delivery: 'takeout', takeout: 'delivery' };

/**
 * Spec §4 "Checkout option change": the service id is the service of the chosen
 * type; when the first restaurant does not offer that type, switch to the other
 * one if it is offered. "Offered" means listed: an UNAVAILABLE service (closed
 * now) keeps its type, so the unavailable-service modal can explain why.
 */
export function resolveCheckoutOption(
  requested: ServiceType,
  restaurant: Pick<Restaurant, 'services'> | undefined,
): CheckoutChoice {
  const services = restaurant?.services ?? [];
  const service =
    services.find((candidate) => candidate.serviceType === requested) ??
    services.find((candidate) => candidate.serviceType === otherType[requested]);
  return service === undefined
    ? { checkoutOption: requested, serviceId: undefined }
    : { checkoutOption: service.serviceType, serviceId: service.id };
}
