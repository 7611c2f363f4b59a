import type { StoreGeolocation } from '../../contract/schemas/catalog.ts';
import type { StoreQuote } from './checkout-option.types.ts';

/** The store geolocation's answer (spec §3 "Restaurant geolocation") as the checkout option reads it. */
export const quoteOf = (answer: StoreGeolocation): StoreQuote => ({
  insideServiceArea: answer.inside_service_area,
  address: answer.address,
  todayWorkHours: answer.today_work_hours,
  estimateDeliveryMinutes: answer.info.estimate_delivery_time,
  price: answer.info.price,
});
