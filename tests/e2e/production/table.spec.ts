import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures.ts';
import { pixCode } from '../pix-helpers.ts';
import { paymentProvider } from '../psp-helpers.ts';
import {
  CARDS,
  chooseItems,
  DEMO_BILL,
  dueOf,
  joinAsGuest,
  newPhone,
  payButton,
  startPaying,
  useNewCard,
} from '../table-helpers.ts';
import { payAtBankPage } from './bank-page.ts';

test.describe('diners pay the table, in production', () => {
  test('one pays her items by card, the other the rest by PIX at the bank; both phones follow', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    await joinAsGuest(page, 'Ana');
    await expect(dueOf(page)).toHaveText(DEMO_BILL.total);
    const other = await newPhone(browser, baseURL);
    await joinAsGuest(other, 'Joana');

    // Ana pays the picanha and the caipirinha with a card the provider tokenizes.
    await startPaying(page);
    await chooseItems(page, [DEMO_BILL.picanha, DEMO_BILL.caipirinha]);
    await useNewCard(page, CARDS.approved);
    await expect(payButton(page)).toHaveText('Pagar R$ 115,28');
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
    await expect(dueOf(other)).toHaveText('R$ 105,30', { timeout: 8_000 });

    // Joana pays the rest by PIX, at her bank.
    await startPaying(other);
    await other.getByRole('radio', { name: /PIX/ }).check();
    await expect(payButton(other)).toHaveText('Pagar R$ 115,83 com PIX');
    await payButton(other).click();
    await expect(other).toHaveURL(/\/table\/pix$/);
    const { origin } = await paymentProvider(request);
    await payAtBankPage(other.context(), origin, await pixCode(other), 'production-table-bank-paid');
    await expect(other.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible({ timeout: 10_000 });
    await expectNoAxeViolations(other);

    await page.getByRole('button', { name: 'Voltar para a conta' }).click();
    await other.getByRole('button', { name: 'Voltar para a conta' }).click();
    for (const phone of [page, other])
      await expect(phone.getByText('Mesa paga')).toBeVisible({ timeout: 8_000 });
    await other.context().close();
  });
});
