import { ofetch } from 'ofetch';
import * as z from 'zod/mini';
import { type PaymentProviderConfig, paymentProvider } from '../../contract/schemas/payments.ts';
import { type PspToken, type PspTokenRequest, pspError, pspToken } from '../../contract/schemas/psp.ts';
import { api, type Call } from './client.ts';
import { ApiError } from './errors.ts';

/** Where the browser tokenizes cards, as the API says (when the page did not carry it). */
export function fetchPaymentProvider({ signal }: Call = {}): Promise<PaymentProviderConfig> {
  return api.request(paymentProvider, '/order/v1/payments/provider', { auth: false, signal });
}

/**
 * The card goes from the browser straight to the payment provider, which answers a token: the number
 * never reaches our API (PCI SAQ A). No answer is a `network` error; a refusal carries the
 * provider's code (`invalid_number`, `expired_card`…).
 */
export async function tokenizeAtProvider(
  provider: PaymentProviderConfig,
  request: PspTokenRequest,
  signal?: AbortSignal,
): Promise<PspToken> {
  let answer: Awaited<ReturnType<typeof ofetch.raw>>;
  try {
    answer = await ofetch.raw(`${provider.origin}/v1/tokens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${provider.public_key}` },
      body: request,
      retry: false,
      ignoreResponseError: true,
      timeout: 15_000,
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw signal.reason;
    throw new ApiError({ key: 'network', cause });
  }
  if (answer.ok) {
    const token = z.safeParse(pspToken, answer._data);
    if (token.success) return token.data;
    throw new ApiError({ key: 'invalidResponse', status: answer.status, cause: token.error });
  }
  const refusal = z.safeParse(pspError, answer._data).data?.error;
  throw new ApiError({
    key: 'default',
    status: answer.status,
    code: refusal?.code,
    detail: refusal?.message,
  });
}
