import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { PwaActor } from '../../../machines/app/app.selectors.ts';
import { selectIsReloading } from '../../../machines/pwa/pwa.selectors.ts';
import { Button } from '../../ui/button.tsx';
import './update-prompt.css';

/** The prompt itself: shown while a new build waits, and while it takes over. */
export function UpdateBanner({ pwa }: { pwa: PwaActor }) {
  const reloading = useSelector(pwa, selectIsReloading);
  return (
    <section className="update-prompt" role="status" aria-labelledby="update-prompt-title">
      <p id="update-prompt-title" className="update-prompt__text">
        <Trans>A new version of the app is ready.</Trans>
      </p>
      <div className="update-prompt__actions">
        <Button
          variant="ghost"
          size="sm"
          disabled={reloading}
          onClick={() => pwa.send({ type: 'update.dismiss' })}
        >
          <Trans>Not now</Trans>
        </Button>
        <Button size="sm" loading={reloading} onClick={() => pwa.send({ type: 'update.accept' })}>
          <Trans>Update</Trans>
        </Button>
      </div>
    </section>
  );
}
