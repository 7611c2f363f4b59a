// Delivery or takeout, and the service id that goes with it.
// Spec §4 "Checkout option change"; §3 "Order: checkoutOption", kept for the next visit.
import { assign, setup } from 'xstate';
import type { ServiceType } from '../../contract/schemas/catalog.ts';
import { resolveCheckoutOption } from './checkout-option.rules.ts';
import type {
  CheckoutOptionContext,
  CheckoutOptionEvent,
  CheckoutOptionInput,
  CheckoutOptionTag,
  RestaurantServices,
} from './checkout-option.types.ts';

const restaurantsOf = ({ event }: { event: CheckoutOptionEvent }) =>
  event.type === 'restaurants.loaded' ? event.restaurants : [];

const requested = ({ event }: { event: CheckoutOptionEvent }) =>
  event.type === 'checkoutOption.change' ? event.option : undefined;

/**
 * Delivery or takeout and the service id that goes with it (spec §4 "Checkout option change",
 * "Start-up load"). A change is kept for the next visit and re-runs the start-up load, which reports
 * back the restaurants and the store's answer. The choice stays until the customer makes another:
 * a takeout chosen for an address nobody delivers to holds across a reload and after the order.
 */
export const checkoutOptionMachine = setup({
  types: {} as {
    context: CheckoutOptionContext;
    events: CheckoutOptionEvent;
    input: CheckoutOptionInput | undefined;
    tags: CheckoutOptionTag;
  },
  actions: {
    storeRestaurants: assign(({ context }, restaurants: RestaurantServices[]) => {
      const [first] = restaurants;
      // A new lookup: the store's answer for the previous service no longer applies.
      return {
        ...resolveCheckoutOption(context.option, first),
        services: first?.services ?? [],
        quote: undefined,
      };
    }),
    chooseOption: assign(({ context }, option: ServiceType | undefined) =>
      option === undefined ? {} : resolveCheckoutOption(option, { services: context.services }),
    ),
    storeQuote: assign(({ event }) => (event.type === 'storeQuote.loaded' ? { quote: event.quote } : {})),
    clearQuote: assign({ quote: undefined }),
    // Provided by the app: the choice kept for the next visit, where the start-up load begins with it.
    keepOption: (_, _option: ServiceType) => {},
    /** Provided by the app: the start-up load runs again with the new option. */
    requestStartupLoad: (_, _option: ServiceType) => {},
  },
  guards: {
    hasService: ({ context }) => context.serviceId !== undefined,
    changesOption: ({ context }, option: ServiceType | undefined) =>
      option !== undefined && resolveCheckoutOption(option, context).option !== context.option,
  },
}).createMachine({
  id: 'checkoutOption',
  context: ({ input }) => ({
    option: input?.option ?? 'delivery',
    serviceId: undefined,
    services: [],
    quote: undefined,
  }),
  initial: 'waiting',
  on: {
    'checkoutOption.change': {
      guard: { type: 'changesOption', params: requested },
      target: '.changing',
      actions: [
        { type: 'chooseOption', params: requested },
        'clearQuote',
        { type: 'keepOption', params: ({ context }) => context.option },
        { type: 'requestStartupLoad', params: ({ context }) => context.option },
      ],
    },
    'restaurants.loaded': {
      target: '.resolving',
      actions: { type: 'storeRestaurants', params: restaurantsOf },
    },
    'storeQuote.loaded': { actions: 'storeQuote' },
  },
  states: {
    /** The first start-up load has not found the restaurants yet. */
    waiting: { tags: 'busy' },
    resolving: {
      always: [{ guard: 'hasService', target: 'serving' }, { target: 'unserved' }],
    },
    serving: { tags: 'ready' },
    /** No restaurant serves the point with either type. */
    unserved: { tags: ['ready', 'unserved'] },
    /** The option changed: the start-up load runs again for it. */
    changing: {
      tags: 'busy',
      on: {
        'restaurants.loaded': { actions: { type: 'storeRestaurants', params: restaurantsOf } },
        'startup.loaded': 'resolving',
      },
    },
  },
});
