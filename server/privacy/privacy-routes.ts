import type { Locale } from '../../contract/locales.ts';
import {
  createPrivacyRequestBody,
  type PrivacyRequest,
  privacyRequest,
  privacyRequests,
} from '../../contract/schemas/privacy.ts';
import type { Db, Queryable } from '../db/db.ts';
import { writeOutbox } from '../dev/outbox.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { idempotencyKey, idempotent } from '../http/idempotency.ts';
import { exportData } from './data-export.ts';
import { eraseAccount } from './erase-account.ts';
import { completeRequest, findOwnRequest, listRequests, receiveRequest } from './privacy-requests.ts';

const texts = {
  'pt-BR': {
    exportSubject: (protocol: string) => `Seus dados – protocolo ${protocol}`,
    exportIntro: 'Estes são todos os dados que guardamos sobre você, em JSON:',
    deleteSubject: (protocol: string) => `Conta excluída – protocolo ${protocol}`,
    deleteBody: (name: string) =>
      `${name ? `${name}, sua` : 'Sua'} conta e seus dados pessoais foram excluídos. ` +
      'Pedidos e pagamentos ficam guardados sem dados pessoais, para a contabilidade do restaurante.',
  },
  'en-US': {
    exportSubject: (protocol: string) => `Your data – protocol ${protocol}`,
    exportIntro: 'This is all the data we keep about you, as JSON:',
    deleteSubject: (protocol: string) => `Account deleted – protocol ${protocol}`,
    deleteBody: (name: string) =>
      `${name ? `${name}, your` : 'Your'} account and personal data were deleted. ` +
      "Orders and payments are kept without personal data, for the restaurant's accounting.",
  },
} satisfies Record<Locale, unknown>;

interface Fulfilment {
  userId: string;
  locale: Locale;
  /** The business clock. */
  now: Date;
}

/** EXPORT: e-mails everything stored about the user; without an e-mail there is nowhere to send it. */
async function fulfilExport(tx: Queryable, received: PrivacyRequest, { userId, locale, now }: Fulfilment) {
  const data = await exportData(tx, userId, { protocol: received.protocol, locale, now });
  if (data.profile.email) {
    await writeOutbox(tx, {
      channel: 'email',
      to: data.profile.email,
      subject: texts[locale].exportSubject(received.protocol),
      body: `${texts[locale].exportIntro}\n\n${JSON.stringify(data, null, 2)}`,
    });
  }
  return completeRequest(tx, received.id, now);
}

/** DELETE: erases the account, then confirms to the e-mail it had. */
async function fulfilDeletion(tx: Queryable, received: PrivacyRequest, { userId, locale, now }: Fulfilment) {
  const erased = await eraseAccount(tx, userId, now);
  if (erased.email) {
    await writeOutbox(tx, {
      channel: 'email',
      to: erased.email,
      subject: texts[locale].deleteSubject(received.protocol),
      body: texts[locale].deleteBody(erased.name),
    });
  }
  return completeRequest(tx, received.id, now);
}

export function privacyRoutes(api: ApiRouter, db: Db): void {
  const path = '/api/crm/v1/privacy/requests';

  api.post(
    {
      path,
      summary:
        'LGPD request: EXPORT e-mails all stored data; DELETE erases the account and logs it out everywhere ' +
        '(orders kept anonymised; 409 while an order is under way). Idempotency-Key required',
      body: createPrivacyRequestBody,
      response: privacyRequest,
      status: 201,
    },
    async ({ body }, c) => {
      const key = idempotencyKey(c.req.header('idempotency-key'));
      const userId = c.get('userId');
      return idempotent(db, `privacy-request:${userId}`, key, body, async (tx) => {
        const fulfilment = { userId, locale: c.get('locale'), now: c.get('clock').now() };
        const received = await receiveRequest(tx, userId, body.kind, fulfilment.now);
        return body.kind === 'EXPORT'
          ? fulfilExport(tx, received, fulfilment)
          : fulfilDeletion(tx, received, fulfilment);
      });
    },
  );

  api.get({ path, summary: "The user's LGPD requests, newest first", response: privacyRequests }, (_, c) =>
    listRequests(db, c.get('userId')),
  );

  api.get(
    {
      path: `${path}/:id`,
      summary: "One of the user's LGPD requests (another user's is 404)",
      response: privacyRequest,
    },
    (_, c) => findOwnRequest(db, c.get('userId'), c.req.param('id') ?? ''),
  );
}
