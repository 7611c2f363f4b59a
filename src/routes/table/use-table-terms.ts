import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { tableTermsActor } from '../../app/flows/table-terms.ts';

/** The table terms as the shared loader has them: loading, loaded, or failed (with a retry). */
export function useTableTerms() {
  const [actor, setActor] = useState(() => tableTermsActor());
  const snapshot = useSelector(actor, (state) => state);
  return {
    terms: snapshot.status === 'done' ? snapshot.output : undefined,
    failed: snapshot.status === 'error',
    retry: () => setActor(tableTermsActor({ retry: true })),
  };
}
