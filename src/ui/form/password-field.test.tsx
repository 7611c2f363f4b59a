// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', () => {
    renderUi(<PasswordField autoComplete="new-password" hint="At least 8 characters" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.type).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('is described by its error', () => {
    renderUi(
      <PasswordField autoComplete="current-password" label="Current password" error="Wrong password" />,
    );
    const input = screen.getByLabelText('Current password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Wrong password');
  });
});
