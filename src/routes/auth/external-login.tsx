import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { LoginActor } from '../../../machines/account/account.selectors.ts';
import { selectApprovalUrl, selectIsAwaitingApproval } from '../../../machines/login/login.selectors.ts';
import { config } from '../../config.ts';
import { apiHref } from '../../lib/api-href.ts';
import { showsLink } from '../../lib/dev-tools.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** "Continue with Brasa ID" (b2c): approved in the provider's window, then the app signs in by itself. */
export function ExternalLogin({ login, busy }: { login: LoginActor; busy: boolean }) {
  const { t } = useLingui();
  const awaiting = useSelector(login, selectIsAwaitingApproval);
  const approvalUrl = useSelector(login, selectApprovalUrl);
  const brand = config.appName;

  if (!awaiting || approvalUrl === undefined) {
    return (
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        icon="user"
        loading={busy}
        onClick={() => login.send({ type: 'b2c.start', uniqueUserId: crypto.randomUUID() })}
      >
        {t`Continue with ${brand} ID`}
      </Button>
    );
  }

  return (
    <section className="external-login" aria-live="polite" aria-labelledby="external-login-title">
      <Spinner size="md" />
      <h2 id="external-login-title" className="external-login__title">
        <Trans>Waiting for approval…</Trans>
      </h2>
      <p className="external-login__text">
        <Trans>Approve the login in the window we opened. We'll sign you in as soon as you do.</Trans>
      </p>
      {showsLink(apiHref(approvalUrl)) && (
        <a href={apiHref(approvalUrl)} target="_blank" rel="noopener" className="external-login__link">
          <Trans>Open the approval page again</Trans>
        </a>
      )}
      <Button variant="ghost" onClick={() => login.send({ type: 'b2c.cancel' })}>
        <Trans>Cancel</Trans>
      </Button>
    </section>
  );
}
