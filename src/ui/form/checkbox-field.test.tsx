// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { CheckboxField } from './checkbox-field.tsx';

describe('CheckboxField', () => {
  it('labels the checkbox with content that may hold links', () => {
    const onChange = vi.fn();
    renderUi(
      <CheckboxField onChange={onChange}>
        I accept the <a href="/terms">terms of use</a>
      </CheckboxField>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms of use' }) as HTMLInputElement;
    expect(screen.getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe('/terms');
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('shows and points to its error', () => {
    renderUi(<CheckboxField error="Accept the terms to continue">I accept the terms</CheckboxField>);
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = box.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Accept the terms to continue');
  });
});
