import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { selectIsBusy } from '../../../machines/login/login.selectors.ts';
import type { SocialProvider } from '../../../machines/login/login.types.ts';
import { selectFeatures } from '../../../machines/startup/startup.selectors.ts';
import { type SignInOutcome, signInWith } from '../../app/flows/social-sign-in.ts';
import { config } from '../../config.ts';
import { buttonClass } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { SocialButtons } from '../../ui/form/social-buttons.tsx';
import { AccountPage } from '../account/account-page.tsx';
import { useLogin } from '../account/use-account.ts';
import { useAppActors } from '../shell/use-app-actors.ts';
import { ContinueAsTableGuest, useTableSentHere } from '../table/table-guest-choice.tsx';
import { ExternalLogin } from './external-login.tsx';
import { useLoginError } from './use-login-error.ts';
import { useProviderOutcomeMessage, useSignInProviders } from './use-sign-in-providers.ts';
import './auth-page.css';

/** /auth: log in, create an account, or continue with a social or the brand's external identity. */
export function AuthPage() {
  const { t } = useLingui();
  const { startup } = useAppActors();
  const login = useLogin();
  const externalLogin = useSelector(startup, (snapshot) => selectFeatures(snapshot)?.external_login === true);
  const busy = useSelector(login, selectIsBusy);
  const { errorKey, formError } = useLoginError(login);
  const [pending, setPending] = useState<SocialProvider>();
  const [outcome, setOutcome] = useState<{ provider: SocialProvider; ended: SignInOutcome }>();
  const providers = useSignInProviders();
  const table = useTableSentHere();
  const brand = config.appName;

  // A refused sign-in brings the buttons back.
  useEffect(() => {
    if (errorKey !== undefined) setPending(undefined);
  }, [errorKey]);

  function selectProvider(name: SocialProvider) {
    const provider = providers.find((candidate) => candidate.provider === name);
    if (provider === undefined) return;
    setPending(name);
    setOutcome(undefined);
    void signInWith(login, provider).then((ended) => {
      if (ended !== 'sent') setPending(undefined);
      setOutcome({ provider: name, ended });
    });
  }

  const alternatives = providers.length > 0 || externalLogin;
  const providerMessage = useProviderOutcomeMessage(outcome);

  return (
    <AccountPage
      title={t`Welcome to ${brand}`}
      subtitle={
        table
          ? t`Log in to pay with your account and saved cards, or join the table without one.`
          : t`Log in or create your account to order your favorites and follow your deliveries.`
      }
    >
      <div className="auth-entry">
        <Link to="/auth/login" className={buttonClass({ size: 'lg', fullWidth: true })}>
          <Trans>Log in</Trans>
        </Link>
        <Link to="/register" className={buttonClass({ variant: 'secondary', size: 'lg', fullWidth: true })}>
          <Trans>Create account</Trans>
        </Link>
      </div>
      {alternatives && (
        <>
          <p className="account-divider">
            <Trans>or</Trans>
          </p>
          <div className="auth-entry">
            <SocialButtons
              providers={providers.map((provider) => provider.provider)}
              onSelect={selectProvider}
              pending={pending}
            />
            {externalLogin && <ExternalLogin login={login} busy={busy && pending === undefined} />}
          </div>
        </>
      )}
      <FormError className="auth-entry__error">{providerMessage ?? formError}</FormError>
      {table ? (
        <ContinueAsTableGuest table={table} />
      ) : (
        <p className="account-form__switch auth-entry__guest">
          {/* With external login on, a guest has access once an address starts its order (spec §4 "Access"). */}
          <Link to={externalLogin ? '/geolocation' : '/'}>
            <Trans>Continue without an account</Trans>
          </Link>
        </p>
      )}
    </AccountPage>
  );
}
