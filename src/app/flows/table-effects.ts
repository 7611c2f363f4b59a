import { fromPromise } from 'xstate';
import type { LegalText } from '../../../contract/schemas/cms.ts';
import type {
  TableInfo as TableInfoAnswer,
  TableSession as TableSessionAnswer,
} from '../../../contract/schemas/table.ts';
import type { Bill } from '../../../machines/table/bill.ts';
import type {
  BillPollerInput,
  CreateSessionInput,
  Diner,
  JoinSessionInput,
  LoadTableInfoInput,
  LocationCheck,
  Seat,
  TableInfo,
  TableSession,
} from '../../../machines/table/table.types.ts';
import type { PaymentReceipt } from '../../../machines/table-payment/table-payment.types.ts';
import type { ReceiptMail, ReceiptRead } from '../../../machines/table-receipt/table-receipt.types.ts';
import { fetchTableTerms } from '../../api/cms.ts';
import { isApiError } from '../../api/errors.ts';
import { lastAnswer } from '../../api/last-answer.ts';
import {
  createTableSession,
  fetchTableInfo,
  fetchTablePayment,
  joinTableSession,
  leaveTableSession,
  revalidateTableBill,
  sendTableReceipt,
  tableInfoOfPage,
} from '../../api/table.ts';
import { takePageData } from '../page-data.ts';
import { toBill } from './table-bill.ts';
import { checkTableLocation } from './table-geolocation.ts';
import { receiptOf } from './table-payment-wire.ts';

/** The poller's last bill and its ETag, by seat. */
const billReads = lastAnswer(toBill);
const billKey = (seat: Pick<Seat, 'sessionId' | 'userSessionId'>) =>
  `${seat.sessionId} ${seat.userSessionId}`;

const toTableInfo = (info: TableInfoAnswer): TableInfo => ({
  sessionId: info.session_id,
  keyCreation: info.key_creation,
  tableName: info.table.code,
  storeName: info.store.name,
  seats: info.table.seats,
  indoor: info.indoor,
  status: info.status,
});

/** The seat taken. A join brings the bill the seat reads: the poller's first read takes it, without a call. */
function seated(answer: TableSessionAnswer): TableSession {
  const session = {
    sessionId: answer.session_id,
    userSessionId: answer.user_session_id,
    dinerId: answer.diner_id,
    seatToken: answer.seat_token,
  };
  if (answer.bill && answer.bill_etag) billReads.seed(billKey(session), answer.bill_etag, answer.bill);
  return session;
}

const seat = (diner: Diner) => ({
  name: diner.name,
  document: diner.document?.replace(/\D/g, '') || undefined,
  include_document_invoice: diner.includeDocumentInvoice,
});

/** The table machine's effects (spec §4 "Table QR entry", §7 "Table"): the reference API's table calls. */
export const tableEffects = {
  // The QR link's page carried the answer: the first load takes it (server/spa/spa-routes.ts).
  loadTableInfo: fromPromise<TableInfo, LoadTableInfoInput>(async ({ input, signal }) => {
    const table = { storeCode: input.storeId, tableId: input.tableId, tableKey: input.tableKey };
    return toTableInfo(
      tableInfoOfPage(takePageData('table-info'), table) ?? (await fetchTableInfo({ ...table, signal })),
    );
  }),
  createSession: fromPromise<TableSession, CreateSessionInput>(async ({ input, signal }) => {
    try {
      return seated(
        await createTableSession({
          key_creation: input.keyCreation,
          table_key: input.tableKey,
          table_name: input.tableName,
          ...seat(input.diner),
          signal,
        }),
      );
    } catch (error) {
      // Someone sat down first: join the session they opened.
      if (!isApiError(error) || error.code !== 'TABLE_OCCUPIED') throw error;
      const info = await fetchTableInfo({
        storeCode: input.storeId,
        tableId: input.tableId,
        tableKey: input.tableKey,
        signal,
      });
      if (info.session_id === undefined) throw error;
      return seated(
        await joinTableSession({
          sessionId: info.session_id,
          table_key: input.tableKey,
          ...seat(input.diner),
          signal,
        }),
      );
    }
  }),
  joinSession: fromPromise<TableSession, JoinSessionInput>(async ({ input, signal }) =>
    seated(
      await joinTableSession({
        sessionId: input.sessionId,
        table_key: input.tableKey,
        ...seat(input.diner),
        signal,
      }),
    ),
  ),
  leaveSession: fromPromise<void, Seat>(({ input, signal }) => leaveTableSession({ ...input, signal })),
  // An unchanged bill (304) is the same Bill object as before: nothing on screen renders again.
  loadBill: fromPromise<Bill, BillPollerInput>(({ input, signal }) =>
    billReads(billKey(input), (etag) => revalidateTableBill({ ...input, etag, signal })),
  ),
  loadTerms: fromPromise<LegalText, undefined>(({ signal }) => fetchTableTerms({ signal })),
  checkLocation: fromPromise<LocationCheck, { storeId: string }>(({ input }) =>
    checkTableLocation(input.storeId),
  ),
  // A receipt opened from the bill: the payer's seat reads it with its CPF.
  loadReceipt: fromPromise<PaymentReceipt, ReceiptRead>(async ({ input, signal }) =>
    receiptOf(await fetchTablePayment({ ...input, signal })),
  ),
  sendReceipt: fromPromise<void, ReceiptMail>(({ input, signal }) => sendTableReceipt({ ...input, signal })),
};
