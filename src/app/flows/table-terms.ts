import { type Actor, createActor, fromPromise } from 'xstate';
import type { LegalText } from '../../../contract/schemas/cms.ts';
import { fetchTableTerms } from '../../api/cms.ts';

const tableTermsLogic = fromPromise<LegalText>(({ signal }) => fetchTableTerms({ signal }));

export type TableTermsActor = Actor<typeof tableTermsLogic>;

let current: TableTermsActor | undefined;

/**
 * The table-payment terms (`GET /cms/v1/table-terms`), loaded once and shared by /table and
 * /table/terms; a failed load is asked again on the next call.
 */
export function tableTermsActor({ retry = false } = {}): TableTermsActor {
  if (current === undefined || (retry && current.getSnapshot().status === 'error')) {
    current = createActor(tableTermsLogic);
    current.start();
  }
  return current;
}
