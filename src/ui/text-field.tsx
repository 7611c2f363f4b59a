import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';
import { FieldFrame } from './form/field-frame.tsx';
import { Icon, type IconName } from './icon.tsx';
import './text-field.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: string;
  /** Shown below the input; marks it invalid. */
  error?: string;
  icon?: IconName;
  id?: string;
}

/** A labelled input. `ref` reaches the `<input>` (React 19 passes it as a prop). */
export function TextField({ label, hint, error, icon, id, className, required, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {({ id: inputId, describedBy, invalid }) => (
        <div className={cx('field__control', icon && 'field__control--icon')}>
          {icon && <Icon name={icon} size={20} className="field__icon" />}
          <input
            {...input}
            id={inputId}
            required={required}
            className="field__input"
            aria-invalid={invalid}
            aria-describedby={cx(describedBy, input['aria-describedby']) || undefined}
          />
        </div>
      )}
    </FieldFrame>
  );
}
