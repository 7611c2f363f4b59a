import { describe, expect, it } from 'vitest';
import type { Service } from '../../contract/schemas/catalog.ts';
import { resolveCheckoutOption } from './checkout-option.ts';

const delivery: Service = { id: 'svc-delivery', serviceType: 'delivery', status: 'AVAILABLE' };
const takeout: Service = { id: 'svc-takeout', serviceType: 'takeout', status: 'AVAILABLE' };

describe('resolveCheckoutOption', () => {
  it('sets the service id to the service of the chosen type', () => {
    expect(resolveCheckoutOption('takeout', { services: [delivery, takeout] })).toEqual({
      checkoutOption: 'takeout',
      serviceId: 'svc-takeout',
    });
  });

  it('switches to takeout when the first restaurant offers no delivery', () => {
    expect(resolveCheckoutOption('delivery', { services: [takeout] })).toEqual({
      checkoutOption: 'takeout',
      serviceId: 'svc-takeout',
    });
  });

  it('switches to delivery when the first restaurant offers no takeout', () => {
    expect(resolveCheckoutOption('takeout', { services: [delivery] })).toEqual({
      checkoutOption: 'delivery',
      serviceId: 'svc-delivery',
    });
  });

  it('keeps a type whose service is listed but unavailable right now', () => {
    const closed: Service = { ...delivery, status: 'UNAVAILABLE' };
    expect(resolveCheckoutOption('delivery', { services: [closed, takeout] })).toEqual({
      checkoutOption: 'delivery',
      serviceId: 'svc-delivery',
    });
  });

  it('keeps the chosen type without a service id when no restaurant was found', () => {
    expect(resolveCheckoutOption('takeout', undefined)).toEqual({
      checkoutOption: 'takeout',
      serviceId: undefined,
    });
  });
});
