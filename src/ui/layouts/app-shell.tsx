import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LoadingBar } from '../loading-bar/loading-bar.tsx';
import { Toaster, type ToasterPosition } from '../toast/toaster.tsx';
import { MAIN_CONTENT_ID } from './layout-props.ts';
import '../tokens.css';
import '../base.css';
import './app-shell.css';

export interface AppShellProps {
  children: ReactNode;
  /** Start-up or route loading, combined with `loadingBar.start()/finish()`. */
  loading?: boolean;
  error?: boolean;
  toastPosition?: ToasterPosition;
}

/** Around every layout: skip link, top loading bar and toasts. Also brings in the tokens and base styles. */
export function AppShell({ children, loading, error, toastPosition }: AppShellProps) {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        <Trans>Skip to content</Trans>
      </a>
      <LoadingBar loading={loading} error={error} />
      {children}
      <Toaster position={toastPosition} />
    </>
  );
}
