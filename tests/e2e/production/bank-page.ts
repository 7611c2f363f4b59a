import { type BrowserContext, expect } from '@playwright/test';
import { shot } from '../location-helpers.ts';

/**
 * The customer pastes the PIX code into their bank, in a tab of their own: the sandbox provider's
 * bank page, at the provider's origin. Closed once it says the payment went through.
 */
export async function payAtBankPage(
  context: BrowserContext,
  bankOrigin: string,
  brCode: string,
  name: string,
) {
  const bank = await context.newPage();
  await bank.goto(`${bankOrigin}/bank`);
  await bank.getByLabel('Pix Copia e Cola').fill(brCode);
  await bank.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(bank.getByRole('status')).toContainText('Pagamento realizado');
  await shot(bank, name);
  await bank.close();
}
