// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderUiHook } from '../test-render.tsx';
import { useMainNav } from './use-main-nav.ts';

function activeFor(pathname: string): string[] {
  const { result } = renderUiHook(() => useMainNav(pathname));
  return result.current.filter((item) => item.active).map((item) => item.label);
}

describe('useMainNav', () => {
  it('lists Home, Menu, Orders and Profile', () => {
    const { result } = renderUiHook(() => useMainNav('/'));
    expect(result.current.map((item) => `${item.label} ${item.to}`)).toEqual([
      'Home /',
      'Menu /menu',
      'Orders /orders',
      'Profile /mobile/profile',
    ]);
  });

  it('leads Home to the QR page of a table-only brand (spec §2)', () => {
    const { result } = renderUiHook(() => useMainNav('/table/qrcode', '/table/qrcode'));
    expect(result.current[0]).toMatchObject({ to: '/table/qrcode', active: true });
  });

  it.each([
    ['/', 'Home'],
    ['/menu', 'Menu'],
    ['/orders/42', 'Orders'],
    ['/mobile/order/42', 'Orders'],
    ['/profile/payments', 'Profile'],
    ['/mobile/profile', 'Profile'],
  ])('marks the section of %s as active', (pathname, label) => {
    expect(activeFor(pathname)).toEqual([label]);
  });

  it('marks nothing on pages outside the four sections', () => {
    expect(activeFor('/favorites')).toEqual([]);
  });
});
