// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test-render.tsx';
import type { NavItem } from './bottom-nav.tsx';
import { DefaultLayout } from './default-layout.tsx';

const nav: NavItem[] = [
  { to: '/', label: 'Home', icon: 'home', active: true },
  { to: '/menu', label: 'Menu', icon: 'menu' },
  { to: '/orders', label: 'Orders', icon: 'receipt', badge: 2 },
  { to: '/mobile/profile', label: 'Profile', icon: 'user' },
];

describe('DefaultLayout', () => {
  it('renders the title as the h1 inside <main> when the layout owns the heading', () => {
    renderUi(
      <DefaultLayout title="Menu" heading="layout" nav={nav}>
        <p>Burgers</p>
      </DefaultLayout>,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Menu' })).toBeTruthy();
    expect(within(main).getByText('Burgers')).toBeTruthy();
    expect(main.id).toBe('main-content');
  });

  it('leaves the h1 to the page when told so', () => {
    renderUi(
      <DefaultLayout title="Home" heading="page" nav={nav}>
        <h1>Hungry?</h1>
      </DefaultLayout>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Hungry?']);
  });

  it('has a bottom navigation with the current page marked', () => {
    renderUi(
      <DefaultLayout title="Home" heading="layout" nav={nav}>
        content
      </DefaultLayout>,
    );
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/menu',
      '/orders',
      '/mobile/profile',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.hasAttribute('aria-current')).toBe(false);
    expect(links[2]?.textContent).toContain('Orders (2)');
  });

  it('places the location and language slots in the header and links the logo home', () => {
    renderUi(
      <DefaultLayout
        title="Home"
        heading="layout"
        nav={nav}
        location={<button type="button">Deliver to Rua Augusta</button>}
        languageSwitch={<button type="button">Language</button>}
      >
        content
      </DefaultLayout>,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Deliver to Rua Augusta' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Language' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Brasa Grill' }).getAttribute('href')).toBe('/');
  });

  it("renders links through the app's router link", () => {
    renderUi(
      <DefaultLayout
        title="Home"
        heading="layout"
        nav={nav}
        renderLink={({ to, children, ...props }) => (
          <a data-router-link href={`#${to}`} {...props}>
            {children}
          </a>
        )}
      >
        content
      </DefaultLayout>,
    );
    const links = screen.getAllByRole('link');
    expect(links.every((link) => link.hasAttribute('data-router-link'))).toBe(true);
  });
});
