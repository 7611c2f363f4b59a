import { Outlet, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectIsFatal, selectIsLoading } from '../../../machines/startup/startup.selectors.ts';
import { config } from '../../app/config.ts';
import { AppShell } from '../../ui/layouts/app-shell.tsx';
import { FatalPage } from '../../ui/pages/fatal-page.tsx';
import { ServiceModalHost } from './service-modal-host.tsx';
import { useAppActors } from './use-app-actors.ts';

/** Every page: loading bar, toasts, the unavailable-service modal, or the fatal page when start-up failed. */
export function RootView() {
  const { startup } = useAppActors();
  const fatal = useSelector(startup, selectIsFatal);
  const loading = useSelector(startup, selectIsLoading);
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <AppShell loading={loading || navigating} error={fatal}>
      {fatal ? (
        <FatalPage brandName={config.appName} onRetry={() => startup.send({ type: 'startup.retry' })} />
      ) : (
        <Outlet />
      )}
      <ServiceModalHost />
    </AppShell>
  );
}
