import { addDish, saveCard, TEST_CARDS } from './cart-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { restoreCustomerSession } from './session.ts';

test.describe('a saved card deleted at the payment', () => {
  // A sign-in, the menu, the cart and the payment page.
  test.describe.configure({ timeout: 60_000 });

  test('asks first, as /profile/payments does: cancelled, the card stays; confirmed, it goes', async ({
    page,
    request,
  }) => {
    const { access_token } = await restoreCustomerSession(page, request);
    await saveCard(request, access_token, TEST_CARDS.approved);
    await addDish(page, 'Kafta', /^Adicionar/);
    await page.getByRole('button', { name: /^Ver carrinho/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Ir para o pagamento' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    const saved = page.getByRole('radio', { name: /Visa final 1111/ });
    await expect(saved).toBeVisible();

    const remove = page.getByRole('button', { name: 'Excluir: Visa final 1111' });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Excluir este cartão?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText('Visa final 1111')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'payment-card-delete');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(saved).toBeVisible();

    await remove.click();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(saved).toBeHidden();
  });
});
