import type { AnalyticsSink, EngagementEvent, TrackedEvent } from './analytics.ts';

/** What Google Tag Manager reads: `window.dataLayer`, an array of pushed objects. */
export type DataLayer = Array<Record<string, unknown>>;

const currency = 'BRL';
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** A dish of an engagement event (`item_id`, `item_name`, `price` in reais) as a GA4 item. */
function itemOf(properties: EngagementEvent['properties'] = {}) {
  return {
    item_id: text(properties.item_id),
    item_name: text(properties.item_name),
    item_category: text(properties.category_id),
    price: number(properties.price),
  };
}

/**
 * The engagement events GA4 has a recommended event for, and customer care opened (a custom event the
 * brand's reports count by where it was opened); the others are the engagement SDK's alone.
 * Each answer is what is pushed, `ecommerce` events after clearing the previous `ecommerce` object.
 */
function fromEngagement({ name, properties = {} }: EngagementEvent): Record<string, unknown> | undefined {
  switch (name) {
    case 'LOGIN':
      return { event: 'login', user_id: text(properties.userId) };
    case 'SEARCH':
      return { event: 'search', search_term: text(properties.query) };
    case 'PRODUCT_OPENED':
      return { event: 'select_item', ecommerce: { items: [itemOf(properties)] } };
    case 'PRODUCT_VIEWED':
      return {
        event: 'view_item',
        ecommerce: { currency, value: number(properties.price), items: [itemOf(properties)] },
      };
    case 'CATEGORY_VIEWED':
      return {
        event: 'view_item_list',
        ecommerce: {
          item_list_id: text(properties.category_id),
          item_list_name: text(properties.category_name),
        },
      };
    case 'PRODUCT_FAVORITED':
      return properties.favorited === true
        ? {
            event: 'add_to_wishlist',
            ecommerce: { currency, value: number(properties.price), items: [itemOf(properties)] },
          }
        : undefined;
    case 'BANNER_CLICKED':
      return {
        event: 'select_promotion',
        ecommerce: { promotion_id: text(properties.banner_id), promotion_name: text(properties.title) },
      };
    case 'SUPPORT_CLICKED': {
      const orderId = text(properties.order_id);
      return {
        event: 'support_click',
        source: text(properties.source),
        ...(orderId === undefined ? {} : { order_id: orderId }),
      };
    }
    default:
      return undefined;
  }
}

/** The GA4 shape of one tracked event (spec §7), or nothing when GA4 has no use for it. */
export function toDataLayerEntry(event: TrackedEvent): Record<string, unknown> | undefined {
  if (event.kind === 'engagement') return fromEngagement(event);
  switch (event.name) {
    case 'payment_error':
      return { event: 'payment_error', error_reason: event.reason };
    case 'purchase':
      return {
        event: 'purchase',
        ecommerce: {
          transaction_id: event.transaction_id,
          currency,
          value: event.value,
          shipping: event.shipping,
          items: event.items,
          ...(event.coupon === undefined ? {} : { coupon: event.coupon }),
        },
      };
    case 'begin_checkout':
      return {
        event: event.name,
        ecommerce: {
          currency,
          value: event.value,
          items: event.items,
          ...(event.coupon === undefined ? {} : { coupon: event.coupon }),
        },
      };
    default:
      return { event: event.name, ecommerce: { currency, value: event.value, items: event.items } };
  }
}

/** The GA4-style adapter: pushes each event to the data layer as Google Tag Manager expects it. */
export function dataLayerSink(layer: DataLayer): AnalyticsSink {
  return (event) => {
    const entry = toDataLayerEntry(event);
    if (entry === undefined) return;
    // GA4: clear the previous ecommerce object, or its fields leak into this event.
    if ('ecommerce' in entry) layer.push({ ecommerce: null });
    layer.push(entry);
  };
}
