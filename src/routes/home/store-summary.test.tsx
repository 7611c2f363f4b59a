// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Restaurant, StoreGeolocation } from '../../../contract/schemas/catalog.ts';
import { renderUi } from '../../ui/test-render.tsx';
import { StoreSummary } from './store-summary.tsx';

const restaurant: Restaurant = {
  id: 'r1',
  merchant_id: 'm1',
  code: 'centro',
  name: 'Brasa Grill Centro',
  address: 'Rua Quinze de Novembro, 150',
  latitude: -23.5,
  longitude: -46.6,
  services: [{ id: 'delivery', serviceType: 'delivery', status: 'AVAILABLE' }],
};
const delivery = [
  { startTime: '11:30', endTime: '14:30' },
  { startTime: '18:30', endTime: '22:30' },
];
const opening = [
  { startTime: '11:00', endTime: '15:00' },
  { startTime: '18:00', endTime: '23:00' },
];
const answer = (over: Partial<StoreGeolocation>): StoreGeolocation => ({
  inside_service_area: true,
  address: restaurant.address,
  today_work_hours: delivery[0] ?? null,
  info: { estimate_delivery_time: 30, price: { value: 490, currency: 'BRL' } },
  today_hours: delivery,
  store_hours: opening,
  status: 'AVAILABLE',
  unavailable: null,
  ...over,
});

describe('the store serving the customer', () => {
  it('open: the delivery time and fee, and delivery’s hours named apart from the restaurant’s', () => {
    renderUi(<StoreSummary restaurant={restaurant} option="delivery" answer={answer({})} />);
    expect(screen.getByText('Open now')).toBeTruthy();
    expect(screen.getByText(/Delivery in about 30 min · fee R\$\s?4\.90/)).toBeTruthy();
    expect(screen.getByText('Delivery today 11:30–14:30 · 18:30–22:30')).toBeTruthy();
    expect(screen.getByText('Restaurant open today 11:00–15:00 · 18:00–23:00')).toBeTruthy();
  });

  it('closed: says so and promises no delivery time', () => {
    const closed = answer({
      status: 'UNAVAILABLE',
      unavailable: {
        reason: 'STORE_CLOSED',
        service_type: 'delivery',
        next_opening: '2026-11-24T18:30:00-03:00',
        today_hours: delivery,
        store_hours: opening,
      },
    });
    renderUi(<StoreSummary restaurant={restaurant} option="delivery" answer={closed} />);
    expect(screen.getByText('Closed now')).toBeTruthy();
    expect(screen.queryByText(/Delivery in about/)).toBeNull();
    expect(screen.getByText('Delivery today 11:30–14:30 · 18:30–22:30')).toBeTruthy();
  });

  it('the restaurant open, delivery not: names which', () => {
    const late = answer({
      status: 'UNAVAILABLE',
      unavailable: {
        reason: 'OUT_OF_HOURS',
        service_type: 'delivery',
        next_opening: null,
        today_hours: delivery,
      },
    });
    renderUi(<StoreSummary restaurant={restaurant} option="delivery" answer={late} />);
    expect(screen.getByText('Not delivering right now')).toBeTruthy();
    expect(screen.queryByText(/Delivery in about/)).toBeNull();
  });

  it('takeout: where to pick it up, and its hours once when they are the restaurant’s', () => {
    renderUi(
      <StoreSummary restaurant={restaurant} option="takeout" answer={answer({ today_hours: opening })} />,
    );
    expect(screen.getByText(`Pick up at ${restaurant.address}`)).toBeTruthy();
    expect(screen.getByText('Takeout today 11:00–15:00 · 18:00–23:00')).toBeTruthy();
    expect(screen.queryByText(/Restaurant open today/)).toBeNull();
  });
});
