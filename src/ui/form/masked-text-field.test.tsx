// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { MaskedTextField, type MaskedValue } from './masked-text-field.tsx';

function type(input: HTMLInputElement, text: string) {
  for (const char of text) fireEvent.change(input, { target: { value: input.value + char } });
}

describe('MaskedTextField', () => {
  it('formats a CPF as it is typed and reports both values', () => {
    const onValueChange = vi.fn<(value: MaskedValue) => void>();
    renderUi(<MaskedTextField label="CPF" mask="###.###.###-##" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'CPF' }) as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');

    type(input, '12345678909');
    expect(input.value).toBe('123.456.789-09');
    expect(onValueChange).toHaveBeenLastCalledWith({
      masked: '123.456.789-09',
      unmasked: '12345678909',
      completed: true,
    });
  });

  it('drops characters the mask does not accept and stops at its length', () => {
    renderUi(<MaskedTextField label="Birthday" mask="##/##/####" />);
    const input = screen.getByRole('textbox', { name: 'Birthday' }) as HTMLInputElement;
    type(input, '3a1121990999');
    expect(input.value).toBe('31/12/1990');
  });

  it('masks pasted text and a controlled value', () => {
    function Phone() {
      const [value, setValue] = useState('11987654321');
      return (
        <MaskedTextField
          label="Phone"
          mask="(##) #####-####"
          value={value}
          onValueChange={(next) => setValue(next.unmasked)}
        />
      );
    }
    renderUi(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    expect(input.value).toBe('(11) 98765-4321');
    fireEvent.change(input, { target: { value: '21 3333 44445' } });
    expect(input.value).toBe('(21) 33334-4445');
  });

  it('leaves letter masks without a numeric keyboard', () => {
    renderUi(<MaskedTextField label="Plate" mask="@@@-#*##" />);
    const input = screen.getByRole('textbox', { name: 'Plate' }) as HTMLInputElement;
    expect(input.inputMode).toBe('');
    type(input, 'abc1d23');
    expect(input.value).toBe('abc-1d23');
  });
});
