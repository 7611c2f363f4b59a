import { money } from '../../contract/money.ts';
import type { Service } from '../../contract/schemas/catalog.ts';
import type { RestaurantServices, StoreQuote } from './checkout-option.types.ts';

/** Test data for the checkout-option machine. */
export const delivery: Service = { id: 'svc-delivery', serviceType: 'delivery', status: 'AVAILABLE' };
export const takeout: Service = { id: 'svc-takeout', serviceType: 'takeout', status: 'AVAILABLE' };

export const bothServices: RestaurantServices[] = [{ services: [delivery, takeout] }];
export const takeoutOnly: RestaurantServices[] = [{ services: [takeout] }];
export const deliveryOnly: RestaurantServices[] = [{ services: [delivery] }];
export const noneNearby: RestaurantServices[] = [];

export const insideQuote: StoreQuote = {
  insideServiceArea: true,
  address: 'Rua Quinze de Novembro, 150, Centro, São Paulo, SP',
  todayWorkHours: { startTime: '11:00', endTime: '23:00' },
  estimateDeliveryMinutes: 40,
  price: money(799),
};

export const outsideQuote: StoreQuote = { ...insideQuote, insideServiceArea: false };
