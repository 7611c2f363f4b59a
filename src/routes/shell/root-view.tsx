import { Outlet, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectFailure, selectUnavailableService } from '../../../machines/app/app.selectors.ts';
import { selectIsFatal, selectIsLoading } from '../../../machines/startup/startup.selectors.ts';
import { config } from '../../config.ts';
import { AppShell } from '../../ui/layouts/app-shell.tsx';
import { useOnline } from '../../ui/use-online.ts';
import { UpdatePrompt } from './update-prompt.tsx';
import { useAppActors } from './use-app-actors.ts';

// The failure page comes when start-up fails: a first screen that works does not pay for it.
const FatalPage = lazy(() =>
  import('../../ui/pages/fatal-page.tsx').then(({ FatalPage }) => ({ default: FatalPage })),
);
// The modal's code comes when a store first says "not now": the first screen does not pay for it.
const ServiceModalHost = lazy(() =>
  import('./service-modal-host.tsx').then(({ ServiceModalHost }) => ({ default: ServiceModalHost })),
);

/** Every page: loading bar, toasts, the unavailable-service modal, or the fatal page when start-up failed. */
export function RootView() {
  const { app, startup } = useAppActors();
  const failure = useSelector(app, selectFailure);
  const fatal = useSelector(startup, selectIsFatal);
  const loading = useSelector(startup, selectIsLoading);
  const unavailable = useSelector(app, selectUnavailableService) !== undefined;
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  const online = useOnline();
  // A chart the app cannot run without failed: the error page says so and offers to load again.
  if (failure !== undefined) throw failure;
  return (
    <AppShell loading={loading || navigating} error={fatal}>
      {fatal ? (
        <Suspense fallback={null}>
          <FatalPage
            brandName={config.appName}
            offline={!online}
            onRetry={() => startup.send({ type: 'startup.retry' })}
          />
        </Suspense>
      ) : (
        <Outlet />
      )}
      {unavailable && (
        <Suspense fallback={null}>
          <ServiceModalHost />
        </Suspense>
      )}
      <UpdatePrompt />
    </AppShell>
  );
}
