import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { PwaActor } from '../../../machines/app/app.selectors.ts';
import { selectIsReloading, selectIsUpdateAvailable } from '../../../machines/pwa/pwa.selectors.ts';
import { usePwa } from './use-pwa.ts';

// The prompt's code comes with the first new build, not with the first screen.
const UpdateBanner = lazy(() =>
  import('./update-banner.tsx').then(({ UpdateBanner }) => ({ default: UpdateBanner })),
);

function WhenUpdating({ pwa }: { pwa: PwaActor }) {
  const available = useSelector(pwa, selectIsUpdateAvailable);
  const reloading = useSelector(pwa, selectIsReloading);
  if (!available && !reloading) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner pwa={pwa} />
    </Suspense>
  );
}

/** Spec §4: a new service-worker version prompts for update; the page reloads when it takes control. */
export function UpdatePrompt() {
  const pwa = usePwa();
  return pwa ? <WhenUpdating pwa={pwa} /> : null;
}
