import type { Page } from '@playwright/test';
import { tableQueryOf } from '../../contract/table-link.ts';
import { demoTableKey } from '../../server/seed/demo-table-keys.ts';
import { saveCard } from './cart-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { customer, restoreCustomerSession } from './session.ts';
import {
  acceptTermsAndSkipTutorial,
  CARDS,
  chooseItems,
  dueOf,
  payButton,
  startPaying,
} from './table-helpers.ts';

/**
 * Table 9 (server/seed/open-bills.ts), not the demo table 7 the other table specs use:
 * 2× Brasa Clássico, Cheddar & Bacon, Smash Duplo, … — R$ 277,90 in all.
 */
const TABLE_9_LINK = `/table-payment?${tableQueryOf({ storeId: 'centro', tableId: '9', key: demoTableKey('centro', '9') })}`;
const TABLE_9 = { total: 'R$ 277,90', smash: 'Smash Duplo' };

/** The saved card's option on the payment page: "Visa final 1111 · Cartão salvo". */
const savedCardOption = (page: Page, last4: string) =>
  page.getByRole('radio', { name: new RegExp(`Visa final ${last4}.*Cartão salvo`) });

test.describe('a saved card at the table', () => {
  test.skip(({ isMobile }) => !isMobile, 'table pages are for phones');

  test('a registered diner pays their item with their saved card and the bill shows it', async ({
    page,
    request,
  }) => {
    const { access_token } = await restoreCustomerSession(page, request);
    await saveCard(request, access_token, CARDS.approved);

    await page.goto(TABLE_9_LINK);
    await acceptTermsAndSkipTutorial(page);
    await expect(page).toHaveURL(/\/table\/order$/);
    await expect(dueOf(page)).toHaveText(TABLE_9.total);

    await startPaying(page);
    await chooseItems(page, [TABLE_9.smash]);
    const saved = savedCardOption(page, '1111');
    await expect(saved).toBeVisible();
    // The card was saved, not typed: "Outro cartão" is the way to type one.
    await expect(page.getByRole('radio', { name: /Outro cartão/ })).toBeVisible();
    await saved.check();
    // 34,90 and the 10 % service: 38,39.
    await expect(payButton(page)).toHaveText('Pagar R$ 38,39');
    await expect(page.getByRole('form', { name: 'Novo cartão' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
    await expect(page.getByText(`Seu comprovante está a caminho de ${customer.email}.`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Back on the bill: the item is paid, Maria paid it, and 277,90 − 34,90 is left.
    await page.getByRole('button', { name: 'Voltar para a conta' }).click();
    await expect(page).toHaveURL(/\/table\/order$/);
    await expect(dueOf(page)).toHaveText('R$ 243,00');
    const smash = page.getByRole('listitem').filter({ hasText: TABLE_9.smash });
    await expect(smash.getByText('Pago', { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Maria Oliveira' })).toContainText(
      'pagou R$ 38,39',
    );
    await expectNoAxeViolations(page);
  });

  test('a saved card the PSP declines shows its message and keeps the selection', async ({
    page,
    request,
  }) => {
    const { access_token } = await restoreCustomerSession(page, request);
    await saveCard(request, access_token, CARDS.declined);

    await page.goto(TABLE_9_LINK);
    await acceptTermsAndSkipTutorial(page);
    await expect(page).toHaveURL(/\/table\/order$/);
    await startPaying(page);
    await chooseItems(page, [TABLE_9.smash]);
    await savedCardOption(page, '0002').check();
    await expect(payButton(page)).toHaveText('Pagar R$ 38,39');
    await payButton(page).click();

    await expect(page.getByRole('alert')).toContainText('Seu pagamento não foi aprovado');
    await expect(page.getByRole('checkbox', { name: new RegExp(TABLE_9.smash) })).toBeChecked();
    await expect(savedCardOption(page, '0002')).toBeChecked();
    await expect(payButton(page)).toHaveText('Pagar R$ 38,39');
    await expectNoAxeViolations(page);

    // Nothing was charged: the bill still shows the whole amount due.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/table\/order$/);
    await expect(dueOf(page)).toHaveText(TABLE_9.total);
  });
});
