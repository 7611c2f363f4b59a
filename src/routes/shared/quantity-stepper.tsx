import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../../ui/icon-button.tsx';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** The dish, for the buttons' names ("One more Picanha"). */
  name: string;
  /** 0 lets the minus button remove the line. */
  min?: 0 | 1;
  max?: number;
}

/** − 2 + : how many of a dish. */
export function QuantityStepper({ value, onChange, name, min = 1, max = 20 }: QuantityStepperProps) {
  const { t } = useLingui();
  const removes = min === 0 && value === 1;
  return (
    <div className="quantity-stepper">
      <IconButton
        icon={removes ? 'close' : 'minus'}
        label={removes ? t`Remove ${name}` : t`One less ${name}`}
        disabled={value <= Math.max(min, 1) && !removes}
        onClick={() => onChange(value - 1)}
      />
      <output className="quantity-stepper__value" aria-live="polite" aria-label={t`Quantity of ${name}`}>
        {value}
      </output>
      <IconButton
        icon="plus"
        label={t`One more ${name}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      />
    </div>
  );
}
