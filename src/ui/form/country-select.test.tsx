// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { CountrySelect } from './country-select.tsx';

describe('CountrySelect', () => {
  it('is a labelled native select defaulting to Brazil, listed first', () => {
    renderUi(<CountrySelect locale="pt-BR" />);
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(select.value).toBe('BR');
    expect(select.options.length).toBeGreaterThanOrEqual(230);
    expect(select.options[0]?.textContent).toBe('🇧🇷 Brasil +55');
  });

  it('names countries in the active locale by default and reports the chosen one', () => {
    const onChange = vi.fn();
    renderUi(<CountrySelect onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(screen.getByRole('option', { name: '🇩🇪 Germany +49' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'PT' } });
    expect(onChange).toHaveBeenCalledWith({ iso: 'PT', dialCode: '351', name: 'Portugal' });
  });

  it('shows only the flag and calling code when compact', () => {
    const { container } = renderUi(<CountrySelect compact value="US" />);
    expect(container.querySelector('.country-select__face')?.textContent).toBe('🇺🇸+1');
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeTruthy();
  });
});
