// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { SwitchField } from './switch-field.tsx';

function Offers({ onChange }: { onChange: () => void }) {
  const [on, setOn] = useState(false);
  return (
    <SwitchField
      checked={on}
      onChange={(event) => {
        setOn(event.target.checked);
        onChange();
      }}
      hint="You can turn it off any time."
    >
      Send me offers
    </SwitchField>
  );
}

describe('SwitchField', () => {
  it('is a switch named by its label that turns on and off', () => {
    const onChange = vi.fn();
    renderUi(<Offers onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Send me offers' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(screen.getByText('Send me offers'));
    expect(toggle.checked).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenCalledOnce();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const described = toggle.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('You can turn it off any time.');
  });
});
