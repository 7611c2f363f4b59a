import { useLingui } from '@lingui/react/macro';
import type { Restaurant, ServiceType } from '../../../contract/schemas/catalog.ts';
import './checkout-option-switch.css';

interface CheckoutOptionSwitchProps {
  value: ServiceType;
  restaurant: Restaurant | undefined;
  onChange: (option: ServiceType) => void;
}

/**
 * Delivery or takeout (spec §4 "Checkout option change"); a type the restaurant does not offer is
 * disabled and crossed out. Before a restaurant is known (start-up loading, no address yet) both wait,
 * disabled, and neither is crossed out: nothing says they are not offered.
 */
export function CheckoutOptionSwitch({ value, restaurant, onChange }: CheckoutOptionSwitchProps) {
  const { t } = useLingui();
  const labels: Record<ServiceType, string> = { delivery: t`Delivery`, takeout: t`Takeout` };
  const offered = (type: ServiceType) => restaurant?.services.some((s) => s.serviceType === type) ?? false;
  return (
    <fieldset className="checkout-switch">
      <legend className="visually-hidden">{t`How do you want your order?`}</legend>
      {(['delivery', 'takeout'] as const).map((option) => (
        <label
          key={option}
          className="checkout-switch__option"
          data-unoffered={restaurant !== undefined && !offered(option) ? '' : undefined}
        >
          <input
            type="radio"
            name="checkout-option"
            value={option}
            checked={value === option}
            disabled={!offered(option)}
            onChange={() => onChange(option)}
          />
          <span>{labels[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}
