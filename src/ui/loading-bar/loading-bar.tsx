import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useEffect, useState, useSyncExternalStore } from 'react';
import { getLoadingBarState, subscribeToLoadingBar } from './loading-bar-store.ts';
import './loading-bar.css';

/** Spec §9: 5 px high, grows over 3000 ms, shown only for loads longer than 400 ms. */
export const LOADING_BAR_HEIGHT_PX = 5;
export const LOADING_BAR_DURATION_MS = 3000;
export const LOADING_BAR_THROTTLE_MS = 400;
/** Time to fill the rest of the bar and fade out once loading ends. */
export const LOADING_BAR_FINISH_MS = 450;

type Phase = 'idle' | 'running' | 'finishing' | 'failed';

export interface LoadingBarProps {
  /** Combined with `loadingBar.start()/finish()` from the store. */
  loading?: boolean;
  /** Combined with `loadingBar.fail()`; turns the bar to the error gradient. */
  error?: boolean;
}

export function LoadingBar({ loading = false, error = false }: LoadingBarProps) {
  const { t } = useLingui();
  const store = useSyncExternalStore(subscribeToLoadingBar, getLoadingBarState, getLoadingBarState);
  const isLoading = loading || store.loading;
  const isError = error || store.error;
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (isError) {
      setPhase('failed');
      return;
    }
    if (isLoading) {
      const timer = setTimeout(() => setPhase('running'), LOADING_BAR_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'idle' ? 'idle' : 'finishing'));
  }, [isLoading, isError]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('idle'), LOADING_BAR_FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const style = {
    height: LOADING_BAR_HEIGHT_PX,
    '--loading-bar-duration': `${LOADING_BAR_DURATION_MS}ms`,
  } as CSSProperties;

  // The region keeps the visible bar inside a landmark; while idle the whole thing is hidden.
  return (
    <section
      className="loading-bar-region"
      aria-label={t`Page loading`}
      aria-hidden={phase === 'idle' || undefined}
    >
      <div
        className={`loading-bar loading-bar--${phase}`}
        style={style}
        role="progressbar"
        aria-label={phase === 'failed' ? t`The page failed to load` : t`Loading page`}
      >
        <div className="loading-bar__fill" />
      </div>
    </section>
  );
}
