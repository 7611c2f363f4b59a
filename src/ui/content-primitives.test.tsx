// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card.tsx';
import { Icon } from './icon.tsx';
import { PageTitle } from './page-title.tsx';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';

describe('Icon', () => {
  it('is hidden from assistive technology unless it has a label', () => {
    const { container } = render(<Icon name="bag" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    render(<Icon name="qr-code" label="QR code" />);
    expect(screen.getByRole('img', { name: 'QR code' })).toBeTruthy();
  });
});

describe('Spinner', () => {
  it('announces its label as a status, or stays decorative without one', () => {
    render(<Spinner label="Loading menu" />);
    expect(screen.getByRole('status').textContent).toBe('Loading menu');
    const { container } = render(<Spinner size="sm" />);
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.querySelector('.spinner')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Skeleton', () => {
  it('is a sized, hidden placeholder', () => {
    const { container } = render(<Skeleton width="60%" height="1.5rem" shape="block" />);
    const skeleton = container.querySelector('.skeleton') as HTMLElement;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.className).toContain('skeleton--block');
    expect(skeleton.style.getPropertyValue('--skeleton-width')).toBe('60%');
  });
});

describe('Card', () => {
  it('renders the requested element', () => {
    render(
      <Card as="section" aria-labelledby="t">
        <h2 id="t">Your order</h2>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Your order' }).className).toContain('card card--padded');
  });
});

describe('PageTitle', () => {
  it('is the h1 with an optional subtitle, and can be visually hidden', () => {
    render(<PageTitle title="Menu" subtitle="Burgers, steaks and more" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Menu' })).toBeTruthy();
    expect(screen.getByText('Burgers, steaks and more')).toBeTruthy();
    const { container } = render(<PageTitle title="Home" hidden />);
    expect(container.firstElementChild?.className).toContain('visually-hidden');
  });
});
