// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { ChoiceTile } from './choice-tile.tsx';

describe('ChoiceTile', () => {
  it('is a radio of its group named by its label, and tells when it is chosen', () => {
    const onChoose = vi.fn();
    renderUi(
      <fieldset>
        <ChoiceTile
          name="method"
          checked={false}
          onChoose={onChoose}
          label="PIX"
          detail="Pay with your bank's app"
        />
        <ChoiceTile name="method" checked onChoose={vi.fn()} label="Credit or debit card" />
      </fieldset>,
    );
    const pix = screen.getByRole('radio', { name: /^PIX/ }) as HTMLInputElement;
    expect(pix.name).toBe('method');
    expect(pix.checked).toBe(false);
    expect(screen.getByText("Pay with your bank's app")).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Credit or debit card' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(pix);
    expect(onChoose).toHaveBeenCalledOnce();
  });
});
