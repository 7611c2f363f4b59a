import type { Page } from '@playwright/test';
import { apiGet } from './api.ts';
import { expect, expectNoAxeViolations, onPhoneIn, test } from './fixtures.ts';
import { setClock, shot } from './location-helpers.ts';
import { restoreCustomerSession } from './session.ts';

/*
 * Issue 47, item 7, "one source for hours": the restaurant's hours and its delivery's, each named, from
 * the API's one answer, on the store card and in every unavailable-service dialog (the home's and the one
 * after a refused add); a service that cannot deliver now promises no delivery time.
 */

const WORDS = {
  'pt-BR': {
    closed: 'O restaurante está fechado',
    storeHours: 'Hoje o restaurante abre',
    deliveryHours: 'Horário de entrega hoje',
    span: (from: string, to: string) => `${from} às ${to}`,
    gotIt: 'Entendi',
    store: 'Seu restaurante',
    closedNow: 'Fechado agora',
    deliveryToday: 'Entrega hoje 11:30–14:30 · 18:30–22:30',
    storeToday: 'Restaurante abre hoje 11:00–15:00 · 18:00–23:00',
    estimate: /Entrega em cerca de/,
    add: /^Adicionar/,
    outOfHours: 'Fora do horário de entrega',
    outOfHoursText: 'O restaurante está aberto, mas não estamos entregando neste horário.',
    notDelivering: 'Sem entrega agora',
    noDeliveryToday: 'Sem entrega hoje',
    backOn: 'Não estamos entregando hoje. Voltamos a entregar sábado, às 11:30.',
  },
  'en-US': {
    closed: 'The restaurant is closed',
    storeHours: 'The restaurant opens today',
    deliveryHours: 'Delivery hours today',
    span: (from: string, to: string) => `${from} to ${to}`,
    gotIt: 'Got it',
    store: 'Your restaurant',
    closedNow: 'Closed now',
    deliveryToday: 'Delivery today 11:30–14:30 · 18:30–22:30',
    storeToday: 'Restaurant open today 11:00–15:00 · 18:00–23:00',
    estimate: /Delivery in about/,
    add: /^Add/,
    outOfHours: 'Outside delivery hours',
    outOfHoursText: "The restaurant is open, but we're not delivering at this time.",
    notDelivering: 'Not delivering right now',
    noDeliveryToday: 'No delivery today',
    backOn: "We're not delivering today. We deliver again on Saturday at 11:30.",
  },
};
type Words = (typeof WORDS)['pt-BR'];

/** Centro on a weekday: the restaurant opens 11:00–15:00 and 18:00–23:00, delivers 11:30–14:30 and 18:30–22:30. */
async function expectClosedDialog(page: Page, words: Words) {
  const dialog = page.getByRole('dialog', { name: words.closed });
  await expect(dialog.getByRole('list', { name: words.storeHours }).getByRole('listitem')).toHaveText([
    words.span('11:00', '15:00'),
    words.span('18:00', '23:00'),
  ]);
  await expect(dialog.getByRole('list', { name: words.deliveryHours }).getByRole('listitem')).toHaveText([
    words.span('11:30', '14:30'),
    words.span('18:30', '22:30'),
  ]);
  return dialog;
}

for (const locale of ['pt-BR', 'en-US'] as const) {
  const words = WORDS[locale];
  test.describe(`the store's hours, in ${locale}`, () => {
    onPhoneIn(locale);
    // Three hours of the day, each read again from the API.
    test.describe.configure({ timeout: 60_000 });

    test('closed, outside delivery hours and on a holiday: each hour named, from one answer, and no delivery time', async ({
      page,
      request,
    }) => {
      // A Tuesday, 16:00: between lunch and dinner.
      await setClock(page, '2026-11-24T16:00:00-03:00');
      await restoreCustomerSession(page, request);
      await page.goto('/');
      const home = await expectClosedDialog(page, words);
      await expectNoAxeViolations(page);
      await shot(page, `store-hours-${locale}-closed`);
      await home.getByRole('button', { name: words.gotIt }).click();
      const store = page.getByRole('region', { name: words.store });
      await expect(store.getByText(words.closedNow)).toBeVisible();
      await expect(store.getByText(words.deliveryToday)).toBeVisible();
      await expect(store.getByText(words.storeToday)).toBeVisible();
      await expect(store.getByText(words.estimate)).toHaveCount(0);

      // The dialog after a refused add says the same, from the refusal's own answer.
      const menu = (language: string) =>
        apiGet<{ items: { id: string; name: string; category_id: string }[] }>(
          request,
          '/catalog/v1/items?limit=50&offset=0',
          language,
        );
      const kafta = (await menu('pt-BR')).items.find((item) => item.name === 'Kafta');
      const dish = (await menu(locale)).items.find((item) => item.id === kafta?.id);
      if (dish === undefined) throw new Error('no kafta on the menu');
      await page.goto(`/menu?category=${dish.category_id}`);
      await (await expectClosedDialog(page, words)).getByRole('button', { name: words.gotIt }).click();
      await page
        .getByRole('button', { name: new RegExp(`^${dish.name}`) })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: words.add }).click();
      await expectClosedDialog(page, words);

      // 22:45: the restaurant is open until 23:00, its delivery stopped at 22:30.
      await setClock(page, '2026-11-24T22:45:00-03:00');
      await page.goto('/');
      const late = page.getByRole('dialog', { name: words.outOfHours });
      await expect(late.getByText(words.outOfHoursText)).toBeVisible();
      await expect(late.getByRole('list', { name: words.deliveryHours }).getByRole('listitem')).toHaveText([
        words.span('11:30', '14:30'),
        words.span('18:30', '22:30'),
      ]);
      await shot(page, `store-hours-${locale}-out-of-hours`);
      await late.getByRole('button', { name: words.gotIt }).click();
      await expect(store.getByText(words.notDelivering)).toBeVisible();
      await expect(store.getByText(words.estimate)).toHaveCount(0);

      // Christmas: closed all day, delivering again on Saturday.
      await setClock(page, '2026-12-25T12:00:00-03:00');
      await page.goto('/');
      const holiday = page.getByRole('dialog', { name: words.noDeliveryToday });
      await expect(holiday.getByText(words.backOn)).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `store-hours-${locale}-holiday`);
      await holiday.getByRole('button', { name: words.gotIt }).click();
      await expect(store.getByText(words.noDeliveryToday)).toBeVisible();
    });
  });
}
