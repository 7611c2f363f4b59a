// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { SocialButtons } from './social-buttons.tsx';

describe('SocialButtons', () => {
  it('offers only the configured providers, in order', () => {
    const onSelect = vi.fn();
    renderUi(<SocialButtons providers={['apple', 'google']} onSelect={onSelect} />);
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Continue with Apple', 'Continue with Google']);
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(onSelect).toHaveBeenCalledWith('google');
  });

  it('renders nothing without providers', () => {
    const { container } = renderUi(<SocialButtons providers={[]} onSelect={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('holds the others while one sign-in is under way', () => {
    const onSelect = vi.fn();
    renderUi(<SocialButtons providers={['google', 'facebook']} pending="google" onSelect={onSelect} />);
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    expect(google.getAttribute('aria-busy')).toBe('true');
    expect(
      (screen.getByRole('button', { name: 'Continue with Facebook' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(google);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
