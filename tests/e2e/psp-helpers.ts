import { type APIRequestContext, expect } from '@playwright/test';
import type { PaymentProviderConfig } from '../../contract/schemas/payments.ts';
import { brandHeaders } from './fixtures.ts';

/** Where the app tokenizes cards and the bank pays PIX charges: the API says (the page carries it too). */
export async function paymentProvider(request: APIRequestContext): Promise<PaymentProviderConfig> {
  const answer = await request.get('/api/order/v1/payments/provider', { headers: brandHeaders });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as PaymentProviderConfig;
}

/** A card token made at the sandbox provider, as the app's card form makes it in the browser. */
export async function tokenizeAtProvider(request: APIRequestContext, number: string): Promise<string> {
  const provider = await paymentProvider(request);
  const made = await request.post(`${provider.origin}/v1/tokens`, {
    headers: { authorization: `Bearer ${provider.public_key}` },
    data: { card: { number, holder_name: 'MARIA OLIVEIRA', exp_month: 12, exp_year: 2035, cvv: '123' } },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}
