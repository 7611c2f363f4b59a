import { i18n } from '@lingui/core';
import type { LoginActor } from '../../../machines/account/account.selectors.ts';
import type { SocialProvider } from '../../../machines/login/login.types.ts';
import { errorMessages } from '../../api/error-messages.ts';
import { config } from '../../config.ts';
import { loadScript, providerSdkUrls } from '../../lib/provider-sdk.ts';
import { toast } from '../../ui/toast/toast-store.ts';

/** The providers offered: those whose client id the brand configured, in a fixed order. */
export const socialProviders = (['google', 'apple', 'facebook'] as const).filter(
  (provider) => config.socialClientIds[provider] !== undefined,
);

/** What the providers' SDKs put on `window`, as far as a sign-in uses them. */
interface ProviderGlobals {
  google?: {
    accounts: {
      id: {
        initialize(options: { client_id: string; callback: (answer: { credential: string }) => void }): void;
        prompt(listener?: (note: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
      };
    };
  };
  AppleID?: {
    auth: {
      init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
      signIn(): Promise<{ authorization: { id_token: string } }>;
    };
  };
  FB?: {
    init(options: { appId: string; version: string; cookie: boolean }): void;
    login(
      callback: (answer: { authResponse?: { accessToken: string; authenticationToken?: string } }) => void,
      options: { scope: string },
    ): void;
  };
}

const providerWindow = () => window as unknown as ProviderGlobals;

class SignInCancelled extends Error {}

function googleToken(clientId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = providerWindow().google?.accounts.id;
    if (!id) return reject(new Error('google: no SDK'));
    id.initialize({ client_id: clientId, callback: ({ credential }) => resolve(credential) });
    id.prompt((note) => {
      if (note.isNotDisplayed() || note.isSkippedMoment()) reject(new SignInCancelled());
    });
  });
}

async function appleToken(clientId: string): Promise<string> {
  const auth = providerWindow().AppleID?.auth;
  if (!auth) throw new Error('apple: no SDK');
  auth.init({ clientId, scope: 'name email', redirectURI: window.location.origin, usePopup: true });
  const answer = await auth.signIn().catch(() => {
    throw new SignInCancelled();
  });
  return answer.authorization.id_token;
}

function facebookToken(appId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const fb = providerWindow().FB;
    if (!fb) return reject(new Error('facebook: no SDK'));
    fb.init({ appId, version: 'v19.0', cookie: false });
    fb.login(
      ({ authResponse }) => {
        const token = authResponse?.authenticationToken ?? authResponse?.accessToken;
        if (token) resolve(token);
        else reject(new SignInCancelled());
      },
      { scope: 'email' },
    );
  });
}

const tokenOf = { google: googleToken, apple: appleToken, facebook: facebookToken };

/**
 * Loads the provider's SDK on the first tap, asks it for the person's token (an ID token; Facebook's
 * web SDK may only give an access token) and hands it to the login machine. False when nothing was
 * sent: the person closed the provider's window, or the SDK failed (a toast says so).
 */
export async function signInWith(login: LoginActor, provider: SocialProvider): Promise<boolean> {
  const clientId = config.socialClientIds[provider];
  if (clientId === undefined) return false;
  try {
    await loadScript(providerSdkUrls[provider]);
    const token = await tokenOf[provider](clientId);
    login.send({ type: 'social.submit', provider, token });
    return true;
  } catch (error) {
    if (!(error instanceof SignInCancelled)) toast.error(i18n._(errorMessages.network));
    return false;
  }
}
