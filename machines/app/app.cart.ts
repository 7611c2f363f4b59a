import { deliveryAddressOf } from './app.facts.ts';
import type { AppContext } from './app.types.ts';

/**
 * The cart starts from what storage and the other charts know: who, the order a registered customer
 * kept, which service, where. A guest's session comes with their address (the cart asks storage for it).
 */
export const cartInputOf = ({ context }: { context: AppContext }) => {
  const { facts, stored } = context;
  return {
    isRegistered: facts.signedIn,
    ...(stored.cartOrderId === undefined ? {} : { keptOrderId: stored.cartOrderId }),
    ...(facts.catalogService === undefined ? {} : { serviceId: facts.catalogService.serviceId }),
    ...(facts.mainAddress === undefined ? {} : { address: deliveryAddressOf(facts.mainAddress) }),
  };
};
