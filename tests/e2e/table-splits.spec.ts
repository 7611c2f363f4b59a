import type { APIRequestContext, Page } from '@playwright/test';
import { BILL_REFRESH_MS } from '../../machines/table/table-bill.machine.ts';
import { seedStorageBeforeApp, signedInSlices, signInCustomer } from '../../scripts/diner.ts';
import { demoTableKey } from '../../server/seed/demo-table-keys.ts';
import { brandHeaders, expect, expectNoAxeViolations, OPEN_HOURS, test } from './fixtures.ts';
import { customer } from './session.ts';
import { CARDS, DEMO_LINK, newPhone, openSessionOf, outbox } from './table-helpers.ts';
import { type TableTexts, tableLocales, tableTexts } from './table-texts.ts';

/*
 * Issue 48's table: two phones at the demo table 7 (R$ 210,10) split what is left fairly, see each
 * other's payments within 3 s, count only the diners present, tell the loser of a race what happened,
 * and keep a receipt worth keeping — in each language.
 */

interface Diner {
  page: Page;
  say: TableTexts;
}

const dueOf = ({ page, say }: Diner) => page.getByRole('region', { name: say.due }).getByText(/^R\$/).first();
const payButton = ({ page, say }: Diner) =>
  page.getByRole('button', { name: new RegExp(`^${say.pay} R\\$`) });
const heading = ({ page }: Diner, name: string) => page.getByRole('heading', { name });
const diner = ({ page }: Diner, name: string) => page.getByRole('listitem').filter({ hasText: name });

async function joinAsGuest({ page, say }: Diner, name: string) {
  await page.goto(DEMO_LINK);
  await page.getByRole('checkbox', { name: say.terms }).check();
  await page.getByRole('button', { name: say.accept }).click();
  await page.getByRole('button', { name: say.skip }).click();
  await page.getByRole('button', { name: say.asGuest }).click();
  await page.getByLabel(say.name).fill(name);
  await page.getByRole('button', { name: say.join, exact: true }).click();
  await expect(page).toHaveURL(/\/table\/order$/);
}

async function startPaying({ page, say }: Diner) {
  await page.getByRole('button', { name: say.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/table\/payment$/);
}

async function chooseNewCard({ page, say }: Diner) {
  await page.getByRole('radio', { name: say.cardOption }).check();
  const form = page.getByRole('form', { name: say.cardForm });
  await form.getByLabel(say.cardNumber).fill(CARDS.approved);
  await form.getByLabel(say.cardName).fill('JOANA LIMA');
  await form.getByLabel(say.cardExpiry).fill('12/34');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: say.useCard }).click();
  await expect(page.getByText(say.cardChosen)).toBeVisible();
}

/** A diner whose phone never opens the app: seated through the API (a seat call is its only sign of life). */
async function seatThroughApi(request: APIRequestContext, name: string) {
  const joined = await request.post(`/api/order/v1/table/sessions/${await openSessionOf(request)}/join`, {
    headers: brandHeaders,
    data: { name, table_key: demoTableKey('centro', '7') },
  });
  expect(joined.ok()).toBe(true);
}

/** The API's business clock, minutes past the open hour each test starts at (fixtures.ts). */
async function businessClockAt(request: APIRequestContext, minutes: number) {
  const at = new Date(Date.parse(OPEN_HOURS) + minutes * 60_000).toISOString();
  expect((await request.post('/api/dev/clock', { data: { at } })).ok()).toBe(true);
}

const engagementEvents = async (request: APIRequestContext) =>
  (
    (await (await request.get('/api/dev/engagement/events')).json()) as {
      events: { name: string; properties: Record<string, unknown> }[];
    }
  ).events;

for (const locale of tableLocales) {
  test.describe(`splitting table 7 on two phones (${locale})`, () => {
    test.skip(({ isMobile }) => !isMobile, 'table pages are for phones');
    test.use({ locale });
    const say = tableTexts(locale);
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL as string }]);
    });

    test('what is left is split fairly, live within 3 s, among the diners present', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      const xavier: Diner = { page, say };
      const yara: Diner = { page: await newPhone(browser, baseURL, locale), say };
      // Yara's phone keeps time as the test says: its next poll of the bill comes when its clock moves on.
      await yara.page.clock.install();
      await joinAsGuest(xavier, 'Xavier');
      await joinAsGuest(yara, 'Yara');
      await seatThroughApi(request, 'Zeca');
      await expect(xavier.page.getByText(say.atTable(3))).toBeVisible();

      // Xavier pays the picanha, a R$ 5 tip and no service fee.
      await startPaying(xavier);
      await page.getByRole('radio', { name: say.items }).check();
      await page.getByRole('checkbox', { name: new RegExp(say.dish.picanha) }).check();
      await page.getByRole('checkbox', { name: say.fee }).uncheck();
      await page.getByRole('radio', { name: say.money(500), exact: true }).check();
      await chooseNewCard(xavier);
      await expect(payButton(xavier)).toHaveText(say.payTotal(say.money(7_990 + 500)));
      await payButton(xavier).click();
      await expect(heading(xavier, say.approved)).toBeVisible();
      await page.getByRole('button', { name: say.back }).click();
      // On Yara's phone within 3 s: one poll on, the bill shows what is left.
      await yara.page.clock.fastForward(BILL_REFRESH_MS);
      await expect(dueOf(yara)).toHaveText(say.money(13_020), { timeout: 2_000 });

      // Equal shares of what is left, among the two still to pay (Zeca and Yara): R$ 65,10 each.
      await startPaying(yara);
      await yara.page.getByRole('radio', { name: say.equal }).check();
      const each = yara.page.getByText(say.each(say.money(6_510), 2));
      await expect(each).toBeVisible();
      const people = yara.page.getByRole('group', { name: say.peopleToPay });
      await people.getByRole('button', { name: say.more }).click();
      await expect(yara.page.getByText(say.each(say.money(4_340), 3))).toBeVisible();
      await people.getByRole('button', { name: say.fewer }).click();
      await expect(each).toBeVisible();
      await expect(payButton(yara)).toHaveText(say.payTotal(say.money(6_510 + 651)));
      await expectNoAxeViolations(yara.page);

      // Another amount, more than is left: refused.
      await yara.page.getByRole('radio', { name: say.custom }).check();
      await yara.page.getByLabel(say.amount).fill('200');
      await expect(yara.page.getByText(say.tooMuch)).toBeVisible();

      // 1 of the 3 chopps, by its units; shared by two, half of it.
      await yara.page.getByRole('radio', { name: say.items }).check();
      await yara.page.getByRole('checkbox', { name: new RegExp(say.dish.chopp) }).check();
      await expect(yara.page.getByText(say.unitsOf(3, 3))).toBeVisible();
      const chopp = say.dish.chopp;
      await yara.page
        .getByRole('group', { name: say.howMany(chopp) })
        .getByRole('button', { name: say.fewer })
        .click();
      await yara.page
        .getByRole('group', { name: say.howMany(chopp) })
        .getByRole('button', { name: say.fewer })
        .click();
      await expect(yara.page.getByText(say.unitsOf(1, 3))).toBeVisible();
      const sharing = yara.page.getByRole('group', { name: say.sharing(chopp) });
      await sharing.getByRole('button', { name: say.more }).click();
      await expect(yara.page.getByText(say.splitBetween(2, say.money(745)))).toBeVisible();
      await sharing.getByRole('button', { name: say.fewer }).click();
      await chooseNewCard(yara);
      await expect(payButton(yara)).toHaveText(say.payTotal(say.money(1_490 + 149)));
      await payButton(yara).click();
      await expect(heading(yara, say.approved)).toBeVisible();
      const receipt = yara.page.getByRole('region', { name: say.receiptCard });
      await expect(receipt).toContainText(`${chopp} ${say.share.one(1, 3)}`);
      await yara.page.getByRole('button', { name: say.back }).click();
      await expect(dueOf(yara)).toHaveText(say.money(13_020 - 1_490), { timeout: 5_000 });

      // Yara closes her phone: two minutes on she is away, and not counted (Zeca's phone never spoke).
      const yaraPhone = yara.page.context();
      await yara.page.close();
      await businessClockAt(request, 5);
      await expect(xavier.page.getByText(say.atTable(1))).toBeVisible();
      await expect(diner(xavier, 'Yara')).toContainText(say.away);
      await expect(diner(xavier, 'Zeca')).toContainText(say.away);
      // She opens the table again: back at it.
      const back: Diner = { page: await yaraPhone.newPage(), say };
      await back.page.goto(DEMO_LINK);
      await expect(dueOf(back)).toBeVisible();
      await expect(xavier.page.getByText(say.atTable(2))).toBeVisible();
      await expect(diner(xavier, 'Yara')).not.toContainText(say.away);
      await yaraPhone.close();
    });

    test('the loser of a race is told who paid; a receipt to keep and send at any time; analytics', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      const maria: Diner = { page, say };
      await seedStorageBeforeApp(page, signedInSlices(await signInCustomer(request), { returning: true }));
      await page.goto(DEMO_LINK);
      await expect(dueOf(maria)).toHaveText(say.money(21_010));
      const joana: Diner = { page: await newPhone(browser, baseURL, locale), say };
      await joinAsGuest(joana, 'Joana');

      // Maria pays her caipirinha, her CPF on the receipt.
      await startPaying(maria);
      await page.getByRole('radio', { name: say.items }).check();
      await page.getByRole('checkbox', { name: new RegExp(say.dish.caipirinha) }).check();
      await page.getByRole('checkbox', { name: say.cpf }).check();
      await chooseNewCard(maria);
      await payButton(maria).click();
      await expect(heading(maria, say.approved)).toBeVisible();
      const receipt = page.getByRole('region', { name: say.receiptCard });
      await expect(receipt).toContainText(say.place);
      await expect(receipt).toContainText(say.dish.caipirinha);
      await expect(receipt).toContainText(/[0-9A-F]{8}/);
      await expect(receipt).toContainText(`${say.paidWith}${say.cardChosen}`);
      await expect(receipt).toContainText(`${say.cpfRow}390.533.447-05`);
      await expect(page.getByText(customer.email)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: say.back }).click();
      const left = 21_010 - 2_490;

      // Both pay the rest at once; Maria's share reaches the API only once Joana's is paid.
      for (const phone of [maria, joana]) {
        await startPaying(phone);
        await phone.page.getByRole('radio', { name: say.whole }).check();
        await chooseNewCard(phone);
        await expect(payButton(phone)).toHaveText(say.payTotal(say.money(left + left / 10)));
      }
      let joanaPaid = () => {};
      const paidFirst = new Promise<void>((resolve) => {
        joanaPaid = resolve;
      });
      await page.route('**/totalize', async (route) => {
        await paidFirst;
        await route.continue();
      });
      await Promise.all([payButton(maria).click(), payButton(joana).click()]);
      await expect(heading(joana, say.approved)).toBeVisible();
      joanaPaid();
      await expect(heading(maria, say.paidBy('Joana'))).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: say.back }).click();
      await expect(page.getByText(say.settled)).toBeVisible();

      // Joana, without an account, has her receipt e-mailed from its screen.
      await joana.page.getByRole('textbox', { name: say.sendTo }).fill('joana@example.com');
      await joana.page.getByRole('button', { name: say.send }).click();
      await expect(joana.page.getByText(say.sentTo('joana@example.com'))).toBeVisible();
      // Maria, later: her receipt again from the bill, to another address.
      await page.getByRole('button', { name: new RegExp(`^${say.seeReceipt}`) }).click();
      await expect(receipt).toContainText(say.dish.caipirinha);
      await page.getByRole('textbox', { name: say.sendTo }).fill('maria@trabalho.example.com');
      await page.getByRole('button', { name: say.send }).click();
      await expect(page.getByText(say.sentTo('maria@trabalho.example.com'))).toBeVisible();

      const mails = await outbox(request);
      const joanas = mails.find((mail) => mail.to === 'joana@example.com');
      expect(joanas?.subject).toBe(say.mailSubject);
      expect(joanas?.body).toContain(`${say.mailShare}${say.mailMoney(left)}`);
      expect(joanas?.body).toContain(say.mailCard);
      const marias = mails.find((mail) => mail.to === 'maria@trabalho.example.com');
      expect(marias?.body).toContain('390.533.447-05');
      for (const mail of [joanas, marias])
        expect(mail?.body).not.toMatch(/\b(FULL|EQUAL|CUSTOM|ITEMS|visa)\b/);

      // Maria consented: her payment sent the checkout's events (purchase, payment error).
      await expect
        .poll(async () => (await engagementEvents(request)).map((event) => event.name))
        .toEqual(expect.arrayContaining(['ORDER_COMPLETED', 'PAYMENT_FAILED']));
      const failed = (await engagementEvents(request)).find((event) => event.name === 'PAYMENT_FAILED');
      expect(failed?.properties).toMatchObject({ method: 'card', reason: 'lostRace' });
      const layer = await page.evaluate(
        () => (window as Window & { dataLayer?: Array<{ event?: string }> }).dataLayer ?? [],
      );
      expect(layer.map((entry) => entry.event)).toEqual(
        expect.arrayContaining(['begin_checkout', 'purchase', 'payment_error']),
      );
      await joana.page.context().close();
    });
  });
}
