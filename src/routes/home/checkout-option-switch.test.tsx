// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Restaurant } from '../../../contract/schemas/catalog.ts';
import { renderUi } from '../../ui/test-render.tsx';
import { CheckoutOptionSwitch } from './checkout-option-switch.tsx';

const restaurant = (types: ('delivery' | 'takeout')[]): Restaurant => ({
  id: 'r1',
  merchant_id: 'm1',
  code: 'centro',
  name: 'Brasa Grill Centro',
  address: 'Rua Quinze de Novembro, 150',
  latitude: -23.5,
  longitude: -46.6,
  services: types.map((serviceType) => ({ id: serviceType, serviceType, status: 'AVAILABLE' as const })),
});

describe('checkout option switch', () => {
  it('sends the option the visitor picks', () => {
    const onChange = vi.fn();
    renderUi(
      <CheckoutOptionSwitch
        value="delivery"
        restaurant={restaurant(['delivery', 'takeout'])}
        onChange={onChange}
      />,
    );
    expect((screen.getByRole('radio', { name: 'Delivery' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Takeout' }));
    expect(onChange).toHaveBeenCalledWith('takeout');
  });

  it('disables a type the restaurant does not offer', () => {
    renderUi(
      <CheckoutOptionSwitch value="takeout" restaurant={restaurant(['takeout'])} onChange={() => {}} />,
    );
    expect((screen.getByRole('radio', { name: 'Delivery' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Takeout' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText('Delivery').closest('label')?.hasAttribute('data-unoffered')).toBe(true);
    expect(screen.getByText('Takeout').closest('label')?.hasAttribute('data-unoffered')).toBe(false);
  });

  it('crosses out neither type before a restaurant is known, while both wait', () => {
    renderUi(<CheckoutOptionSwitch value="delivery" restaurant={undefined} onChange={() => {}} />);
    for (const name of ['Delivery', 'Takeout']) {
      expect((screen.getByRole('radio', { name }) as HTMLInputElement).disabled).toBe(true);
      expect(screen.getByText(name).closest('label')?.hasAttribute('data-unoffered')).toBe(false);
    }
  });
});
