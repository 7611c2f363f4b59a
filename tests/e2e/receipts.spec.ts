import { expect, onPhoneIn, test } from './fixtures.ts';
import { orderPagePath, withPaidOrder } from './orders-helpers.ts';
import { customer } from './session.ts';

/*
 * Issue 47, item 8: what the customer is sent and told after asking — the invoice e-mail names the
 * card as people write it, and a privacy request answered at once says it is done.
 */

const WORDS = {
  'pt-BR': {
    sendInvoice: 'Enviar nota fiscal por e-mail',
    invoiceSent: `Nota fiscal enviada para ${customer.email}.`,
    paidWith: 'Forma de pagamento: Cartão Visa final 1111',
    seeMyData: 'Ver meus dados',
    answered: /Solicitação LGPD-\d{4}-\d+ atendida: enviamos uma cópia dos seus dados para o seu e-mail\./,
    waiting: 'Respondemos em até 15 dias',
  },
  'en-US': {
    sendInvoice: 'Send invoice by e-mail',
    invoiceSent: `Invoice sent to ${customer.email}.`,
    paidWith: 'Payment method: Visa card ending 1111',
    seeMyData: 'See my data',
    answered: /Request LGPD-\d{4}-\d+ answered: we sent a copy of your data to your e-mail\./,
    waiting: 'We answer within 15 days',
  },
};

/** The newest e-mail the outbox holds for the customer. */
async function lastMailBody(request: Parameters<typeof withPaidOrder>[1]) {
  const mails = (await (await request.get('/api/dev/outbox')).json()) as { to: string; body: string }[];
  return mails.find((mail) => mail.to === customer.email)?.body ?? '';
}

for (const locale of ['pt-BR', 'en-US'] as const) {
  const words = WORDS[locale];
  test.describe(`what the customer is sent, in ${locale}`, () => {
    onPhoneIn(locale);

    test('the invoice names the card’s brand; a request for their data answered at once says so', async ({
      page,
      request,
    }) => {
      const { orderId } = await withPaidOrder(page, request);
      await page.goto(orderPagePath(orderId, true));
      await page.getByRole('button', { name: words.sendInvoice }).click();
      await expect(page.getByText(words.invoiceSent)).toBeVisible();
      expect(await lastMailBody(request)).toContain(words.paidWith);

      await page.goto('/profile/privacy');
      await page.getByRole('button', { name: words.seeMyData }).click();
      await expect(page.getByText(words.answered)).toBeVisible();
      await expect(page.getByText(words.waiting)).toHaveCount(0);
    });
  });
}
