import * as z from 'zod/mini';
import { type SignInProvider, signInProviders } from '../../../contract/schemas/auth.ts';
import type { LoginActor } from '../../../machines/account/account.selectors.ts';
import { api } from '../../api/client.ts';
import { takePageData } from '../page-data.ts';

/** Where the provider sends the person back (public/sign-in-callback.html): register it at the provider. */
export const CALLBACK_PATH = '/sign-in-callback.html';
const POLL_MS = 200;

let known: Promise<SignInProvider[]> | undefined;

/** The providers the brand configured: from the page when it carried them, else from the API. */
export function configuredProviders(): Promise<SignInProvider[]> {
  if (known) return known;
  const carried = z.safeParse(signInProviders, takePageData('sign-in-providers') ?? []);
  known =
    carried.success && carried.data.length > 0
      ? Promise.resolve(carried.data)
      : api.request(signInProviders, '/crm/v1/login/providers', { auth: false }).catch(() => []);
  return known;
}

/** How a sign-in at a provider ended: its token went to the login chart, or why not. */
export type SignInOutcome = 'sent' | 'cancelled' | 'refused' | 'blocked' | 'failed';

const randomText = () => crypto.randomUUID().replaceAll('-', '');

function authorizeUrl(provider: SignInProvider, state: string, nonce: string): string {
  const url = new URL(provider.authorize_url);
  const params = {
    client_id: provider.client_id,
    redirect_uri: `${window.location.origin}${CALLBACK_PATH}`,
    response_type: provider.response_type,
    state,
    nonce,
    // A token in the answer comes in the fragment: it never reaches a server's logs.
    ...(provider.response_type === 'code' ? {} : { response_mode: 'fragment' }),
    ...(provider.scope ? { scope: provider.scope } : {}),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** The provider's answer once its window is back on our callback page; undefined if the person closed it. */
function answerOf(popup: Window): Promise<URLSearchParams | undefined> {
  return new Promise((resolve) => {
    const timer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(timer);
        resolve(undefined);
        return;
      }
      let here: Location | undefined;
      try {
        // Another origin's page (the provider's) cannot be read: not back yet.
        here = popup.location.origin === window.location.origin ? popup.location : undefined;
      } catch {
        here = undefined;
      }
      if (here?.pathname !== CALLBACK_PATH) return;
      window.clearInterval(timer);
      const answer = new URLSearchParams(here.hash.slice(1) || here.search.slice(1));
      popup.close();
      resolve(answer);
    }, POLL_MS);
  });
}

/** The `nonce` an ID token carries, read without checking it (the API checks the token itself). */
function nonceOf(idToken: string): unknown {
  try {
    const payload = idToken.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))).nonce;
  } catch {
    return undefined;
  }
}

/**
 * Opens the provider's sign-in in a window of its own (during the tap: browsers only open windows
 * then), waits for it to come back to our callback page, and hands the token it answered — an ID
 * token for apple, an access token otherwise (spec §7) — to the login chart, which the API checks.
 */
export async function signInWith(login: LoginActor, provider: SignInProvider): Promise<SignInOutcome> {
  const state = randomText();
  const nonce = randomText();
  const popup = window.open(authorizeUrl(provider, state, nonce), 'sign-in', 'popup,width=480,height=680');
  if (popup === null) return 'blocked';
  const answer = await answerOf(popup);
  if (answer === undefined) return 'cancelled';
  if (answer.get('state') !== state) return 'failed';
  const error = answer.get('error');
  if (error !== null) return error === 'access_denied' ? 'refused' : 'failed';
  const token = answer.get(provider.token);
  if (token === null || (provider.token === 'id_token' && nonceOf(token) !== nonce)) return 'failed';
  login.send({ type: 'social.submit', provider: provider.provider, token });
  return 'sent';
}
