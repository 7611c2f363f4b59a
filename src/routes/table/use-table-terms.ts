import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectTableTerms } from '../../../machines/table/table.selectors.ts';
import { useTable } from './use-table.ts';

/** The table-payment terms the table holds for its terms pages: asked for when a page shows, once. */
export function useTableTerms() {
  const table = useTable();
  const terms = useSelector(table, selectTableTerms);
  const snapshot = useSelector(terms, (state) => state);
  const askForTerms = () => table.send({ type: 'terms.load' });
  useEffect(askForTerms, [table.send]);
  return { terms: snapshot.context.terms, failed: snapshot.hasTag('error'), retry: askForTerms };
}
