import { HttpError } from '../http/http-error.ts';
import { type PaymentProvider, WebhookRefused } from './provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

const unavailable = () =>
  new HttpError(503, 'no payment provider is configured (PSP_URL)', 'PAYMENTS_NOT_CONFIGURED');

/** Without a provider the API takes no money: card and PIX payments answer 503, webhooks are refused. */
export const noProvider: PaymentProvider = {
  browser: undefined,
  cardToken: () => Promise.reject(unavailable()),
  chargeCard: () => Promise.reject(unavailable()),
  chargePix: () => Promise.reject(unavailable()),
  refund: () => Promise.reject(unavailable()),
  charges: () => Promise.resolve([]),
  readWebhook() {
    throw new WebhookRefused('WEBHOOK_SIGNATURE_INVALID', 'no payment provider is configured');
  },
};

/** Refuses a payment before anything is held or written when no provider can take it; else where browsers reach it. */
export function requireProvider(provider: PaymentProvider): NonNullable<PaymentProvider['browser']> {
  if (provider.browser === undefined) throw unavailable();
  return provider.browser;
}

/**
 * The provider the environment names: `PSP_URL` (how the API reaches it), `PSP_PUBLIC_URL` (how
 * browsers do, default `PSP_URL`), `PSP_PUBLIC_KEY`, `PSP_SECRET_KEY`, `PSP_WEBHOOK_SECRET`, and
 * `PSP_PROVIDER`, the adapter (`sandbox`, the only one today). No `PSP_URL`: no provider.
 */
export function providerFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const url = env.PSP_URL;
  if (!url) return noProvider;
  const missing = ['PSP_PUBLIC_KEY', 'PSP_SECRET_KEY', 'PSP_WEBHOOK_SECRET'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`PSP_URL is set, so ${missing.join(', ')} must be too`);
  const adapter = env.PSP_PROVIDER ?? 'sandbox';
  if (adapter !== 'sandbox') throw new Error(`PSP_PROVIDER=${adapter}: no such adapter in server/payments/`);
  return sandboxProvider({
    url,
    publicUrl: env.PSP_PUBLIC_URL,
    publicKey: env.PSP_PUBLIC_KEY ?? '',
    secretKey: env.PSP_SECRET_KEY ?? '',
    webhookSecret: env.PSP_WEBHOOK_SECRET ?? '',
  });
}
