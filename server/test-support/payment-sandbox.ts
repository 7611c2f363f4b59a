import * as z from 'zod/mini';
import { pspToken } from '../../contract/schemas/psp.ts';
import { type SandboxOptions, startSandbox } from '../../psp-sandbox/sandbox.ts';
import { webhookPath } from '../payments/webhook-routes.ts';

/** The suites' merchant account at the sandbox provider. */
export const sandboxKeys = {
  publicKey: 'pk_test_suite',
  secretKey: 'sk_test_suite',
  webhookSecret: 'whsec_test_suite',
};

/** How a suite wants the sandbox: slow answers, no webhooks at all, quick retries. */
export type SandboxSettings = Partial<Pick<SandboxOptions, 'answerDelayMs' | 'retry'>> & {
  /** False: events are kept and never sent (a webhook that never comes). */
  webhooks?: boolean;
};

/** The sandbox provider on a free port, sending its webhooks to the API at `apiUrl`. */
export async function openPaymentSandbox(apiUrl: string, settings: SandboxSettings = {}) {
  const sandbox = await startSandbox({
    ...sandboxKeys,
    port: 0,
    webhookUrl: settings.webhooks === false ? undefined : `${apiUrl}${webhookPath}`,
    allowedOrigins: [apiUrl],
    pix: { key: 'pix@brasagrill.com.br', merchantName: 'Brasa Grill', merchantCity: 'SAO PAULO' },
    answerDelayMs: settings.answerDelayMs,
    retry: { firstDelayMs: 50, maxDelayMs: 1_000, ...settings.retry },
  });

  /** Tokenizes a test card as the browser would (server/README.md lists what each number does). */
  async function tokenize(number: string): Promise<string> {
    const answer = await fetch(`${sandbox.url}/v1/tokens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandboxKeys.publicKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        card: { number, holder_name: 'FULANO DE TAL', exp_month: 12, exp_year: 2035, cvv: '123' },
      }),
    });
    if (answer.status !== 201) throw new Error(`tokenize: ${answer.status} ${await answer.text()}`);
    return z.parse(pspToken, await answer.json()).id;
  }

  /** The customer's bank pays a BR Code ("PIX copia e cola"); answers the bank's status and body. */
  async function payAtBank(brCode: string): Promise<{ status: number; body: unknown }> {
    const answer = await fetch(`${sandbox.url}/bank/pix`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams({ br_code: brCode }),
    });
    return { status: answer.status, body: await answer.json() };
  }

  return { ...sandbox, tokenize, payAtBank };
}

export type PaymentSandbox = Awaited<ReturnType<typeof openPaymentSandbox>>;
