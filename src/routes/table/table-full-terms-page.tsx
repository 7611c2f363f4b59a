import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TablePage } from './table-page.tsx';
import { TermsText } from './terms-text.tsx';
import { useTableTerms } from './use-table-terms.ts';
import './table-full-terms-page.css';

/** /table/terms: the table-payment terms in full, from the content service. */
export function TableFullTermsPage() {
  const { t } = useLingui();
  const { history } = useRouter();
  const { terms, failed, retry } = useTableTerms();
  return (
    <TablePage title={terms?.title ?? t`Table payment terms`} onBack={() => history.back()}>
      <div className="table-full-terms" aria-busy={!terms && !failed}>
        {terms && <TermsText body={terms.body} className="table-full-terms__body" />}
        {!terms && !failed && (
          <>
            <Skeleton width="100%" />
            <Skeleton width="95%" />
            <Skeleton width="80%" />
          </>
        )}
        <FormError>{failed ? t`We couldn't load the terms.` : undefined}</FormError>
        {failed && (
          <Button variant="secondary" icon="refresh" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </div>
    </TablePage>
  );
}
