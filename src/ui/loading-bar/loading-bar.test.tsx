// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FINISH_MS,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
} from './loading-bar.tsx';
import { loadingBar } from './loading-bar-store.ts';

const bar = () => screen.getByRole('progressbar', { hidden: true });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => loadingBar.reset());
  vi.useRealTimers();
});

describe('LoadingBar', () => {
  it('uses the spec constants: 5 px high, 3000 ms growth, 400 ms throttle', () => {
    expect([LOADING_BAR_HEIGHT_PX, LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS]).toEqual([5, 3000, 400]);
    renderUi(<LoadingBar />);
    expect(bar().style.height).toBe('5px');
    expect(bar().style.getPropertyValue('--loading-bar-duration')).toBe('3000ms');
  });

  it('stays hidden from everyone while idle', () => {
    renderUi(<LoadingBar />);
    expect(bar().closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('never appears for a load shorter than the throttle', () => {
    const { rerender } = renderUi(<LoadingBar loading />);
    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1));
    rerender(<LoadingBar loading={false} />);
    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS));
    expect(bar().className).toContain('loading-bar--idle');
  });

  it('appears after the throttle, completes on finish, then hides', () => {
    const { rerender } = renderUi(<LoadingBar loading />);
    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS));
    expect(screen.getByRole('progressbar', { name: 'Loading page' }).className).toContain(
      'loading-bar--running',
    );

    rerender(<LoadingBar loading={false} />);
    expect(bar().className).toContain('loading-bar--finishing');
    act(() => vi.advanceTimersByTime(LOADING_BAR_FINISH_MS));
    expect(bar().className).toContain('loading-bar--idle');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('turns to the error state on failure', () => {
    renderUi(<LoadingBar loading error />);
    const failed = screen.getByRole('progressbar', { name: 'The page failed to load' });
    expect(failed.className).toContain('loading-bar--failed');
  });

  it('follows the imperative start/finish/fail API', () => {
    renderUi(<LoadingBar />);
    act(() => loadingBar.start());
    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS));
    expect(bar().className).toContain('loading-bar--running');

    act(() => loadingBar.fail());
    expect(bar().className).toContain('loading-bar--failed');

    act(() => loadingBar.start());
    act(() => loadingBar.finish());
    act(() => vi.advanceTimersByTime(LOADING_BAR_FINISH_MS));
    expect(bar().className).toContain('loading-bar--idle');
  });
});
