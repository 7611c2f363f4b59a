// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { ResendButton } from './resend-button.tsx';

describe('ResendButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down each second, then lets the code be resent', () => {
    const onResend = vi.fn();
    renderUi(<ResendButton availableAt={Date.now() + 42_000} onResend={onResend} />);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Resend code in 0:42');
    expect(button.disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Resend code in 0:41');

    act(() => vi.advanceTimersByTime(41_000));
    expect(button.textContent).toBe('Resend code');
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onResend).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts when a new code is sent', () => {
    const { rerender } = renderUi(<ResendButton availableAt={Date.now()} onResend={() => {}} />);
    expect(screen.getByRole('button').textContent).toBe('Resend code');
    rerender(<ResendButton availableAt={Date.now() + 60_000} onResend={() => {}} />);
    expect(screen.getByRole('button').textContent).toBe('Resend code in 1:00');
  });
});
