// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('labels its input', () => {
    render(<TextField label="E-mail" type="email" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe('email');
  });

  it('is described by its hint and, once invalid, by its error', () => {
    const { rerender } = render(<TextField label="CPF" hint="Only numbers" />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(input)).toBe('Only numbers');

    rerender(<TextField label="CPF" hint="Only numbers" error="This CPF is not valid" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('Only numbers This CPF is not valid');
  });

  it('hands its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Name" ref={ref} defaultValue="Ana" />);
    expect(ref.current?.value).toBe('Ana');
  });

  it('passes input props through', () => {
    let value = '';
    render(<TextField label="Coupon" onChange={(event) => (value = event.target.value)} required />);
    const input = screen.getByRole('textbox', { name: /Coupon/ }) as HTMLInputElement;
    expect(input.required).toBe(true);
    fireEvent.change(input, { target: { value: 'BRASA10' } });
    expect(value).toBe('BRASA10');
  });
});

function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
}
