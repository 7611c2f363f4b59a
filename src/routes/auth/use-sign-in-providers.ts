import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { SignInProvider, SocialProvider } from '../../../contract/schemas/auth.ts';
import { configuredProviders, type SignInOutcome } from '../../app/flows/social-sign-in.ts';

/** The sign-in providers the brand configured (none until known). */
export function useSignInProviders(): SignInProvider[] {
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  useEffect(() => {
    let current = true;
    void configuredProviders().then((known) => {
      if (current) setProviders(known);
    });
    return () => {
      current = false;
    };
  }, []);
  return providers;
}

const names: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };

/** What a sign-in at a provider that did not reach the API says; nothing once its token was sent. */
export function useProviderOutcomeMessage(
  outcome: { provider: SocialProvider; ended: SignInOutcome } | undefined,
): string | undefined {
  const { t } = useLingui();
  if (outcome === undefined) return undefined;
  const name = names[outcome.provider];
  switch (outcome.ended) {
    case 'sent':
      return undefined;
    case 'cancelled':
      return t`The ${name} sign-in was closed before it finished. Nothing changed: try again when you like.`;
    case 'refused':
      return t`${name} did not allow the sign-in. Try again, or log in with your e-mail or phone.`;
    case 'blocked':
      return t`The browser blocked the ${name} window. Allow pop-ups for this site and try again.`;
    case 'failed':
      return t`The ${name} sign-in could not be completed. Try again in a moment.`;
  }
}
