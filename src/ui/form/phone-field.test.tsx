// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { PhoneField, type PhoneValue } from './phone-field.tsx';

function setup() {
  const onValueChange = vi.fn<(value: PhoneValue) => void>();
  renderUi(<PhoneField onValueChange={onValueChange} error="Enter a valid phone number" />);
  const input = screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement;
  const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
  return { input, country, onValueChange };
}

describe('PhoneField', () => {
  it('masks a Brazilian mobile number and reports its digits with +55', () => {
    const { input, country, onValueChange } = setup();
    expect(country.value).toBe('BR');
    expect(input.type).toBe('tel');
    fireEvent.change(input, { target: { value: '11987654321' } });
    expect(input.value).toBe('(11) 98765-4321');
    expect(onValueChange).toHaveBeenLastCalledWith({ iso: 'BR', dialCode: '55', number: '11987654321' });
  });

  it('fits Brazilian landlines too', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: '1133334444' } });
    expect(input.value).toBe('(11) 3333-4444');
  });

  it('takes plain digits elsewhere, up to 15 with the calling code', () => {
    const { input, country, onValueChange } = setup();
    fireEvent.change(country, { target: { value: 'US' } });
    expect(onValueChange).toHaveBeenLastCalledWith({ iso: 'US', dialCode: '1', number: '' });
    fireEvent.change(input, { target: { value: '(415) 555-0100 99999 9' } });
    expect(input.value).toBe('41555501009999');
    expect(onValueChange).toHaveBeenLastCalledWith({ iso: 'US', dialCode: '1', number: '41555501009999' });
  });

  it('marks both controls invalid and describes the number with the error', () => {
    const { input, country } = setup();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(country.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Enter a valid phone number');
  });
});
