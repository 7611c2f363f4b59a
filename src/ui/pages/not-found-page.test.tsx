// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { NotFoundPage } from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('says "Page Not Found" with the requested path and links home', () => {
    renderUi(<NotFoundPage path="/nowhere/42" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByText('/nowhere/42').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('takes the home link from the app (e.g. a router link)', () => {
    renderUi(<NotFoundPage path="/x" homeLink={<a href="/home">Start over</a>} />);
    expect(screen.getByRole('link', { name: 'Start over' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to home' })).toBeNull();
  });
});
