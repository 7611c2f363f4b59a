import type { Service, ServiceType } from '../../contract/schemas/catalog.ts';
import type { Money } from '../../contract/schemas/common.ts';

/** A restaurant as far as the checkout option reads it: the services it offers (spec §3 "Client"). */
export interface RestaurantServices {
  services: Service[];
}

export interface ServiceHours {
  /** `HH:mm` */
  startTime: string;
  endTime: string;
}

/** What the store geolocation answers for the point and the service (spec §3 "Restaurant geolocation"). */
export interface StoreQuote {
  insideServiceArea: boolean;
  /** The restaurant's address: where a takeout is picked up. */
  address: string;
  /** Null when the service does not open today. */
  todayWorkHours: ServiceHours | null;
  estimateDeliveryMinutes: number;
  price: Money;
}

export interface DeliveryDetails {
  minutes: number;
  price: Money;
}

export interface CheckoutChoice {
  option: ServiceType;
  /** Undefined when the restaurant offers neither type, or no restaurant serves the point. */
  serviceId: string | undefined;
}

/** Why ordering is not possible now: the unavailable-service modal's reasons (spec §2). */
export type UnavailableReason = 'outOfArea' | 'outOfHours' | 'unavailableToday';

export interface CheckoutOptionInput {
  /** The choice kept from an earlier visit; delivery by default (spec §3 "Order"). */
  option?: ServiceType;
}

export interface CheckoutOptionContext extends CheckoutChoice {
  /** The first restaurant's services. */
  services: Service[];
  quote: StoreQuote | undefined;
}

export type CheckoutOptionEvent =
  /** The customer picks delivery or takeout. */
  | { type: 'checkoutOption.change'; option: ServiceType }
  /** The start-up load found the restaurants serving the point (the first one decides). */
  | { type: 'restaurants.loaded'; restaurants: RestaurantServices[] }
  | { type: 'storeQuote.loaded'; quote: StoreQuote }
  /** The start-up load finished. */
  | { type: 'startup.loaded' };

export type CheckoutOptionTag = 'busy' | 'ready' | 'unserved';
