import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { config } from '../../config.ts';
import { FatalPage } from '../../ui/pages/fatal-page.tsx';

/** An unhandled error while rendering or loading a route (spec §2: the full-page failure message). */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <FatalPage brandName={config.appName} onRetry={reset} />;
}
