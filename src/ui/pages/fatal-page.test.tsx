// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { FatalPage } from './fatal-page.tsx';

describe('FatalPage', () => {
  it('tells the person the page failed and lets them try again', () => {
    const onRetry = vi.fn();
    renderUi(<FatalPage onRetry={onRetry} />);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Oops... the page failed to load, please try again in a moment',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
