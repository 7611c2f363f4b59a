import { useLingui } from '@lingui/react/macro';

export interface StepperProps {
  /** Names the value, e.g. "People at the table". */
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** − 3 +: a small whole number, changed one step at a time. */
export function Stepper({ label, value, min, max, onChange }: StepperProps) {
  const { t } = useLingui();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of two buttons and their value, not a form fieldset
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t`Fewer`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={t`More`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
