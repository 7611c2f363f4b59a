import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cx } from '../class-names.ts';
import './step-progress.css';

export interface StepProgressProps {
  /** 1-based. */
  current: number;
  total: number;
  /** The step's name, e.g. "Phone". */
  label?: string;
  className?: string;
}

/** "Step 2 of 6 · Phone" above a thin bar. */
export function StepProgress({ current, total, label, className }: StepProgressProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={cx('step-progress', className)}>
      <p id={id} className="step-progress__text">
        <span className="step-progress__count">{t`Step ${current} of ${total}`}</span>
        {label && <span className="step-progress__label">{label}</span>}
      </p>
      <progress className="step-progress__bar" value={current} max={total} aria-labelledby={id} />
    </div>
  );
}
