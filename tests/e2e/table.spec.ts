import { seedStorageBeforeApp, signedInSlices, signInCustomer } from '../../scripts/diner.ts';
import { demoTableKey } from '../../server/seed/demo-table-keys.ts';
import { injectFault } from './api.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import {
  expectSaneCountdown,
  offsetBusinessClock,
  payPixAtBank,
  phoneClockOff,
  pixCode,
} from './pix-helpers.ts';
import { customer, restoreCustomerSession } from './session.ts';
import {
  AT_THE_RESTAURANT,
  acceptTermsAndSkipTutorial,
  CARDS,
  chooseItems,
  DEMO_BILL,
  DEMO_LINK,
  dueOf,
  joinAsCustomer,
  joinAsGuest,
  newPhone,
  openSessionOf,
  outbox,
  payButton,
  pixTxid,
  startPaying,
  useNewCard,
  withoutPhone,
} from './table-helpers.ts';

const GUEST_EMAIL = 'joana@example.com';

test.describe('dine-in table on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'table pages are for phones');

  test('two diners share table 7: one pays two items by card, the other the rest by PIX', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // The registered diner.
    await joinAsCustomer(page, request);
    await expect(dueOf(page)).toHaveText(DEMO_BILL.total);
    await expectNoAxeViolations(page);

    // The guest, on another phone (served by another API process under playwright.two-nodes.config.ts).
    const guest = await newPhone(browser, process.env.TABLE_SECOND_NODE ?? baseURL);
    // Joana's phone keeps its own time, hours off, and the API's business clock is elsewhere too.
    await phoneClockOff(guest);
    await offsetBusinessClock(request);
    await joinAsGuest(guest, 'Joana');
    await expect(guest.getByText('Maria Oliveira')).toBeVisible();
    await expect(page.getByText('Joana')).toBeVisible();

    // Maria pays the picanha and the caipirinha by card.
    await startPaying(page);
    await chooseItems(page, [DEMO_BILL.picanha, DEMO_BILL.caipirinha]);
    await useNewCard(page, CARDS.approved);
    // 79,90 + 24,90 = 104,80 and the 10 % service: 115,28.
    await expect(payButton(page)).toHaveText('Pagar R$ 115,28');
    await expectNoAxeViolations(page);
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
    await expect(page.getByText(`Seu comprovante está a caminho de ${customer.email}.`)).toBeVisible();

    // Joana's bill follows without a reload: 210,10 − 104,80.
    await expect(dueOf(guest)).toHaveText('R$ 105,30', { timeout: 8_000 });
    await expect(guest.getByText('pagou R$ 115,28')).toBeVisible();

    // Joana pays the rest by PIX.
    await startPaying(guest);
    await guest.getByRole('radio', { name: /PIX/ }).check();
    // Without an account, Joana gives an e-mail for her receipt.
    await guest.getByRole('textbox', { name: 'E-mail para o comprovante (opcional)' }).fill(GUEST_EMAIL);
    await expect(payButton(guest)).toHaveText('Pagar R$ 115,83 com PIX');
    await expectNoAxeViolations(guest);
    await payButton(guest).click();
    await expect(guest).toHaveURL(/\/table\/pix$/);
    await expect(guest.getByRole('img', { name: /QR code PIX/ })).toBeVisible();
    await expectSaneCountdown(guest);
    await expectNoAxeViolations(guest);
    await payPixAtBank(request, await pixCode(guest));
    await expect(guest.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible({ timeout: 10_000 });
    await expect(guest.getByText(`Seu comprovante está a caminho de ${GUEST_EMAIL}.`)).toBeVisible();

    // Both phones: the table is settled.
    await guest.getByRole('button', { name: 'Voltar para a conta' }).click();
    await page.getByRole('button', { name: 'Voltar para a conta' }).click();
    for (const phone of [page, guest]) {
      await expect(phone).toHaveURL(/\/table\/order$/);
      await expect(phone.getByText('Mesa paga')).toBeVisible({ timeout: 8_000 });
    }
    await expectNoAxeViolations(page);

    // Both receipts were e-mailed: Maria's to her account, Joana's to the e-mail she gave.
    const receipts = (await outbox(request)).filter((mail) => mail.subject.startsWith('Recibo'));
    expect(receipts.map((mail) => mail.to)).toEqual(expect.arrayContaining([customer.email, GUEST_EMAIL]));
    await guest.context().close();
  });

  test("a returning diner's QR link carries the table, and the join the bill: one call from the link to the bill", async ({
    page,
    request,
  }) => {
    await seedStorageBeforeApp(page, signedInSlices(await signInCustomer(request), { returning: true }));
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/order/v1/table/'))
        asked.push(pathname.replace(/sessions\/[^/]+/, 'sessions/…'));
    });
    const poll = page.waitForResponse((response) => /\/sessions\/[^/]+\/order\?/.test(response.url()));
    await page.goto(DEMO_LINK);
    await expect(page).toHaveURL(/\/table\/order$/);
    await expect(dueOf(page)).toHaveText(DEMO_BILL.total);
    expect(asked).toEqual(['/api/order/v1/table/sessions/…/join']);
    // The bill's first poll, 3 s on, holds the join's copy: unchanged, it comes back empty.
    expect((await poll).status()).toBe(304);
  });

  test("a table that answers at once opens the bill without its QR link's page flashing by first", async ({
    page,
    request,
  }) => {
    await seedStorageBeforeApp(page, signedInSlices(await signInCustomer(request), { returning: true }));
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { headingsShown: shown });
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h1')) {
          if (!shown.includes(heading.textContent ?? '')) shown.push(heading.textContent ?? '');
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(DEMO_LINK);
    await expect(dueOf(page)).toHaveText(DEMO_BILL.total);
    const shown = await page.evaluate(() => (window as unknown as { headingsShown: string[] }).headingsShown);
    expect(shown).toContain('Sua conta');
    expect(shown.filter((heading) => heading.startsWith('Procurando'))).toEqual([]);
  });

  test("a table slow to seat the diner shows its QR link's page until it does", async ({ page, request }) => {
    await seedStorageBeforeApp(page, signedInSlices(await signInCustomer(request), { returning: true }));
    await page.route('**/api/order/v1/table/sessions/*/join', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(DEMO_LINK);
    await expect(page.getByRole('heading', { name: 'Procurando a mesa 7…' })).toBeVisible();
    await expect(page).toHaveURL(/\/table-payment\?/);
    await expect(dueOf(page)).toHaveText(DEMO_BILL.total);
    await expect(page).toHaveURL(/\/table\/order$/);
  });

  test('a guest sent to sign in from the table comes back to it, seated under their account', async ({
    page,
  }) => {
    await page.goto(DEMO_LINK);
    await acceptTermsAndSkipTutorial(page);
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('link', { name: 'Entrar' }).click();
    await page.getByLabel('E-mail ou celular').fill(customer.email);
    await page.getByLabel(/^Senha/).fill(customer.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/table\/order$/);
    await expect(dueOf(page)).toHaveText(DEMO_BILL.total);
    await expect(page.getByText('Maria Oliveira')).toBeVisible();
  });

  test('a diner orders from the menu inside the restaurant, and the table sees it on the bill', async ({
    page,
    request,
    context,
    browser,
    baseURL,
  }) => {
    // Two phones, and five pages scanned by axe.
    test.setTimeout(60_000);
    await joinAsCustomer(page, request);
    const guest = await newPhone(browser, baseURL);
    await joinAsGuest(guest, 'Joana');
    await page.getByRole('button', { name: 'Pedir pelo cardápio' }).click();
    await expect(page).toHaveURL(/\/table\/geolocation$/);
    await expectNoAxeViolations(page);
    await context.grantPermissions(['geolocation']);
    // Pinheiros, 5 km away: not at the table.
    await context.setGeolocation({ latitude: -23.56641, longitude: -46.68337 });
    await page.getByRole('button', { name: 'Compartilhar minha localização' }).click();
    await expect(page.getByRole('alert')).toContainText('não está no restaurante');
    await context.setGeolocation(AT_THE_RESTAURANT);
    await page.getByRole('button', { name: 'Verificar de novo' }).click();
    await expect(page).toHaveURL(/\/table\/menu$/);
    await expect(page.getByRole('heading', { name: 'Na brasa' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Picanha na Brasa/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Picanha na Brasa' });
    await sheet.getByRole('button', { name: /^Adicionar/ }).click();
    await expect(sheet.getByRole('alert')).toContainText('Escolha as opções marcadas como obrigatórias');
    await sheet.getByRole('radio', { name: 'Ao ponto', exact: true }).check();
    await sheet.getByRole('checkbox', { name: 'Farofa de bacon' }).check();
    await sheet.getByLabel('Observação para a cozinha (opcional)').fill('Sem sal grosso');
    await sheet.getByRole('button', { name: 'Mais um Picanha na Brasa' }).click();
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: 'Adicionar · R$ 159,80' }).click();
    await expect(sheet).toBeHidden();

    await page.getByRole('button', { name: 'Ver seu pedido · 2 · R$ 159,80' }).click();
    const order = page.getByRole('dialog', { name: 'Seu pedido' });
    await expect(order.getByText('Ao ponto · Farofa de bacon')).toBeVisible();
    await expectNoAxeViolations(page);
    await order.getByRole('button', { name: 'Enviar pedido · R$ 159,80' }).click();

    await expect(page).toHaveURL(/\/table\/order$/);
    await expect(page.getByText('Seu pedido foi para a cozinha')).toBeVisible();
    await expect(dueOf(page)).toHaveText('R$ 369,90');
    await expect(page.getByText('Pedido por você')).toBeVisible();
    // The other phone, without a reload.
    await expect(dueOf(guest)).toHaveText('R$ 369,90');
    await expect(guest.getByText('Ao ponto · Farofa de bacon')).toBeVisible();
    await expect(guest.getByText('“Sem sal grosso”')).toBeVisible();
    await expect(guest.getByText(/^Pedido por /)).toBeVisible();
  });

  test('an order whose answer is lost is sent again under the same key and reaches the bill once', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(AT_THE_RESTAURANT);
    await joinAsCustomer(page, request);
    await page.getByRole('button', { name: 'Pedir pelo cardápio' }).click();
    await page.getByRole('button', { name: 'Compartilhar minha localização' }).click();
    await expect(page).toHaveURL(/\/table\/menu$/);
    await page.getByRole('button', { name: /^Refrigerante Lata/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Refrigerante Lata' });
    await sheet.getByRole('radio', { name: 'Guaraná' }).check();
    await sheet.getByRole('button', { name: 'Adicionar · R$ 7,90' }).click();
    // The kitchen gets the order, the phone never hears back (the client's own retry included).
    await injectFault(request, {
      path: '/api/order/v1/table/sessions/*',
      method: 'POST',
      status: 503,
      count: 2,
      after: true,
    });
    await page.getByRole('button', { name: /^Ver seu pedido/ }).click();
    const order = page.getByRole('dialog', { name: 'Seu pedido' });
    await order.getByRole('button', { name: 'Enviar pedido · R$ 7,90' }).click();
    await expect(order.getByRole('alert')).toContainText('Não conseguimos confirmar se seu pedido chegou');
    await expectNoAxeViolations(page);
    await order.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page).toHaveURL(/\/table\/order$/);
    await expect(dueOf(page)).toHaveText('R$ 218,00');
    await expect(page.getByText('Pedido por você')).toHaveCount(1);
  });

  test('a signed-in diner without a phone is asked to complete their details, or skip', async ({
    page,
    request,
  }) => {
    await restoreCustomerSession(page, request);
    await withoutPhone(page);
    await page.goto(DEMO_LINK);
    await acceptTermsAndSkipTutorial(page);
    await expect(page).toHaveURL(/\/table\/registration-update$/);
    await expect(page.getByText('Sua conta ainda não tem celular')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pular por enquanto' }).click();
    await expect(page).toHaveURL(/\/table\/order$/);
  });

  test('a declined card shows its message and keeps the selection', async ({ page }) => {
    await joinAsGuest(page, 'Joana');
    await startPaying(page);
    await chooseItems(page, [DEMO_BILL.picanha, DEMO_BILL.caipirinha]);
    await useNewCard(page, CARDS.declined);
    await payButton(page).click();
    await expect(page.getByRole('alert')).toContainText('Seu pagamento não foi aprovado');
    await expect(page.getByRole('checkbox', { name: new RegExp(DEMO_BILL.picanha) })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: new RegExp(DEMO_BILL.caipirinha) })).toBeChecked();
    await expect(payButton(page)).toHaveText('Pagar R$ 115,28');
    await expectNoAxeViolations(page);
  });

  test('a card payment whose answer is lost is confirmed, and charged once', async ({ page, request }) => {
    await joinAsGuest(page, 'Joana');
    await startPaying(page);
    await chooseItems(page, [DEMO_BILL.picanha, DEMO_BILL.caipirinha]);
    await useNewCard(page, CARDS.approved);
    await page.getByRole('textbox', { name: 'E-mail para o comprovante (opcional)' }).fill(GUEST_EMAIL);
    await expect(payButton(page)).toHaveText('Pagar R$ 115,28');
    // The card is charged, the phone never hears back (the client's own retry under the same key
    // included), and the first look-up of the payment fails too.
    await injectFault(request, {
      path: `/api/order/v1/table/sessions/${await openSessionOf(request)}/add-payment`,
      method: 'POST',
      status: 503,
      count: 2,
      after: true,
    });
    await injectFault(request, {
      path: '/api/order/v1/table/orders/*',
      method: 'GET',
      status: 503,
      count: 2,
    });
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Verificando seu pagamento…' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Voltar para a conta' }).click();
    await expect(dueOf(page)).toHaveText('R$ 105,30');
    await expect(page.getByText('pagou R$ 115,28')).toBeVisible();
    const receipts = (await outbox(request)).filter((mail) => mail.to === GUEST_EMAIL);
    expect(receipts).toHaveLength(1);
  });

  test('a reload in the middle of a PIX payment comes back to the same code', async ({ page, request }) => {
    await joinAsGuest(page, 'Joana');
    await startPaying(page);
    await page.getByRole('radio', { name: /PIX/ }).check();
    await payButton(page).click();
    await expect(page).toHaveURL(/\/table\/pix$/);
    const txid = await pixTxid(page);
    await page.reload();
    await expect(page).toHaveURL(/\/table\/pix$/);
    await expect(page.getByTestId('pix-txid')).toHaveText(txid);
    await expect(page.getByRole('banner')).toContainText('Brasa Grill Centro');
    await payPixAtBank(request, await pixCode(page));
    await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible({ timeout: 10_000 });
  });

  test('a reload while choosing keeps what was chosen', async ({ page }) => {
    await joinAsGuest(page, 'Joana');
    await startPaying(page);
    await chooseItems(page, [DEMO_BILL.picanha]);
    await page.getByRole('radio', { name: 'R$ 10,00' }).check();
    await expect(payButton(page)).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/table\/payment$/);
    await expect(page.getByRole('checkbox', { name: new RegExp(DEMO_BILL.picanha) })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'R$ 10,00' })).toBeChecked();
  });

  test('leaving the table forgets it, also after a reload', async ({ page }) => {
    await joinAsGuest(page, 'Joana');
    await page.getByRole('button', { name: 'Sair da mesa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sair da mesa?' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sair', exact: true }).click();
    await expect(page).toHaveURL(/\/table(\/qrcode)?$/);
    await page.reload();
    await page.goto('/table/order');
    await expect(page).not.toHaveURL(/\/table\/order$/);
  });

  test('the other table pages pass axe', async ({ page }) => {
    await page.goto(DEMO_LINK);
    await expect(page).toHaveURL(/\/table$/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Ler os termos completos' }).click();
    await expect(page).toHaveURL(/\/table\/terms$/);
    await expect(page.getByText('taxa de serviço de 10%')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goBack();
    await acceptTermsAndSkipTutorial(page);
    await page.getByRole('button', { name: 'Entrar na mesa sem conta' }).click();
    await expect(page).toHaveURL(/\/table\/form$/);
    await expectNoAxeViolations(page);
  });

  test('the tutorial passes axe and starts', async ({ page }) => {
    await page.goto(DEMO_LINK);
    await page.getByRole('checkbox', { name: 'Li e aceito os termos do pagamento na mesa' }).check();
    await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
    await expect(page).toHaveURL(/\/table\/tutorial$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Começar' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('without a camera the table code can be typed', async ({ page }) => {
    await page.goto('/table');
    await acceptTermsAndSkipTutorial(page);
    await expect(page).toHaveURL(/\/table\/qrcode$/);
    await expect(page.getByRole('heading', { name: 'Digitar o código da mesa' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Código do restaurante').fill('centro');
    await page.getByLabel('Número da mesa').fill('77');
    await page.getByLabel('Chave da mesa').fill(demoTableKey('centro', '7'));
    await page.getByRole('button', { name: 'Entrar na mesa' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Não encontramos esta mesa. Confira o código do restaurante, o número e a chave da mesa impressos nela.',
    );
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeHidden();
    await expect(page.getByLabel('Código do restaurante')).toHaveValue('centro');
    await page.getByLabel('Número da mesa').fill('7');
    await page.getByRole('button', { name: 'Entrar na mesa' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test('a desktop browser is sent away from the table', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop rule');
  await page.goto(DEMO_LINK);
  await expect(page).toHaveURL(/\/welcome$/);
});
