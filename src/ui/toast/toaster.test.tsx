// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { getToasts, subscribeToToasts, TOAST_DURATION_MS, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

// The item's code comes with the first toast: once here, the toasts below render at once.
beforeAll(async () => {
  renderUi(<Toaster />);
  act(() => toast.info('First toast'));
  await screen.findByText('First toast');
  act(() => toast.clear());
  cleanup();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast and removes it after 5 seconds', () => {
    renderUi(<Toaster />);
    act(() => {
      toast.success('Order placed');
    });
    expect(screen.getByText('Order placed')).toBeTruthy();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Order placed')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Order placed')).toBeNull();
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('announces errors as alerts and the other kinds politely, each with its kind', () => {
    renderUi(<Toaster />);
    act(() => {
      toast.error('Payment declined');
      toast.success('Saved');
      toast.info('New version available');
      toast.warning('Few items left');
    });

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error: Payment declined');

    const polite = screen
      .getByRole('region', { name: 'Notifications' })
      .querySelector('[aria-live="polite"]');
    expect(polite).toBeTruthy();
    const politeText = polite?.textContent ?? '';
    expect(politeText).toContain('Success: Saved');
    expect(politeText).toContain('Information: New version available');
    expect(politeText).toContain('Warning: Few items left');
    expect(within(polite as HTMLElement).queryByRole('alert')).toBeNull();
  });

  it('closes a toast with its dismiss button', () => {
    renderUi(<Toaster />);
    act(() => {
      toast.info('Coupon applied');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Coupon applied')).toBeNull();
  });

  it('keeps a toast open while it is hovered', () => {
    renderUi(<Toaster />);
    act(() => {
      toast.warning('Store closes soon');
    });
    const item = screen.getByText('Store closes soon').closest('.toast') as HTMLElement;
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.queryByText('Store closes soon')).toBeTruthy();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Store closes soon')).toBeNull();
  });

  it('sits top-right unless told otherwise', () => {
    const { rerender } = renderUi(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.className).toContain('toaster--top-right');
    rerender(<Toaster position="bottom-center" />);
    expect(region.className).toContain('toaster--bottom-center');
  });
});

describe('toast store', () => {
  it('notifies subscribers outside React and refreshes a repeated message instead of stacking it', () => {
    const seen: number[] = [];
    const unsubscribe = subscribeToToasts((list) => seen.push(list.length));
    const first = toast.error('Network error');
    const second = toast.error('Network error');
    toast.info('Other');
    unsubscribe();
    toast.dismiss(first);

    expect(second).toBe(first);
    expect(seen).toEqual([1, 1, 2]);
    expect(getToasts().map((item) => item.message)).toEqual(['Other']);
  });
});
