// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { FormError } from './form-error.tsx';

describe('FormError', () => {
  it('keeps an empty alert region until there is a message', () => {
    const { rerender } = renderUi(<FormError />);
    expect(screen.getByRole('alert').textContent).toBe('');
    rerender(<FormError>E-mail or password is wrong</FormError>);
    expect(screen.getByRole('alert').textContent).toBe('E-mail or password is wrong');
  });
});
