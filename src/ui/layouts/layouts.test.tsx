// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { CamLayout } from './cam-layout.tsx';
import { MobileLayout } from './mobile-layout.tsx';
import { OrderLayout } from './order-layout.tsx';
import { PaymentLayout } from './payment-layout.tsx';
import { TablePaymentLayout } from './table-payment-layout.tsx';
import { TablePaymentPixLayout } from './table-payment-pix-layout.tsx';

describe('AuthLayout', () => {
  it('shows the brand, a back button and the content under the h1', () => {
    const onBack = vi.fn();
    renderUi(
      <AuthLayout
        title="Sign in"
        heading="layout"
        subtitle="Welcome back"
        onBack={onBack}
        footer={<p>Terms</p>}
      >
        <form aria-label="Sign in form" />
      </AuthLayout>,
    );
    expect(within(screen.getByRole('banner')).getByText('Brasa Grill')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(within(main).getByText('Welcome back')).toBeTruthy();
    expect(within(main).getByText('Terms')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('has no back button unless given onBack, and no h1 when the page has its own', () => {
    renderUi(
      <AuthLayout title="Welcome" heading="page">
        content
      </AuthLayout>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe.each([
  ['MobileLayout', MobileLayout],
  ['OrderLayout', OrderLayout],
  ['PaymentLayout', PaymentLayout],
])('%s', (_, Layout) => {
  it('puts the title in the top bar as the h1, with back and footer', () => {
    const onBack = vi.fn();
    renderUi(
      <Layout
        title="My orders"
        heading="layout"
        onBack={onBack}
        footer={<button type="button">Order again</button>}
      >
        <p>Order #123</p>
      </Layout>,
    );
    expect(
      within(screen.getByRole('banner')).getByRole('heading', { level: 1, name: 'My orders' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Order #123')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Order again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('shows the title as plain text when the page renders its h1', () => {
    renderUi(
      <Layout title="Payment" heading="page">
        <h1>Choose how to pay</h1>
      </Layout>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Choose how to pay',
    ]);
    expect(within(screen.getByRole('banner')).getByText('Payment')).toBeTruthy();
  });
});

describe('MobileLayout', () => {
  it('can show the bottom navigation', () => {
    renderUi(
      <MobileLayout
        title="Profile"
        heading="layout"
        nav={[{ to: '/mobile/profile', label: 'Profile', icon: 'user', active: true }]}
      >
        content
      </MobileLayout>,
    );
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Profile' })).toBeTruthy();
  });
});

describe('PaymentLayout', () => {
  it('reassures that the payment is secure and offers no navigation away', () => {
    renderUi(
      <PaymentLayout title="Payment" heading="layout">
        content
      </PaymentLayout>,
    );
    expect(screen.getByText('Payments are encrypted and processed securely.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('CamLayout', () => {
  it('renders the camera full-bleed with title, hint and viewfinder', () => {
    const onBack = vi.fn();
    renderUi(
      <CamLayout
        title="Scan the table QR code"
        heading="layout"
        onBack={onBack}
        hint="Point at the code"
        viewfinder
      >
        <p>camera feed</p>
      </CamLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Scan the table QR code' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Point at the code')).toBeTruthy();
    expect(main.querySelector('.cam-layout__frame')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

describe.each([
  ['TablePaymentLayout', TablePaymentLayout],
  ['TablePaymentPixLayout', TablePaymentPixLayout],
])('%s', (_, Layout) => {
  it('shows the store and table in the header and the title as the h1', () => {
    renderUi(
      <Layout title="Your bill" heading="layout" store="Brasa Grill Paulista" table="Table 12" footer="Pay">
        content
      </Layout>,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Brasa Grill Paulista')).toBeTruthy();
    expect(within(header).getByText('Table 12')).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Your bill' }),
    ).toBeTruthy();
    expect(screen.getByText('Pay')).toBeTruthy();
  });
});
