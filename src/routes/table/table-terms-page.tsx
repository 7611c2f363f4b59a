import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { selectIsBusy } from '../../../machines/table/table.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { RouteLayout } from '../shell/route-layout.tsx';
import { useTable, useTableSelector } from './use-table.ts';
import { useTableTerms } from './use-table-terms.ts';
import './table-terms-page.css';

function Perk({ icon, children }: { icon: IconName; children: string }) {
  return (
    <li className="table-perk">
      <span className="table-perk__icon">
        <Icon name={icon} size={20} />
      </span>
      {children}
    </li>
  );
}

/** /table: what paying at the table is, and the table-payment terms to accept (spec §2 "Table flow order"). */
export function TableTermsPage() {
  const { t } = useLingui();
  const table = useTable();
  const busy = useTableSelector(selectIsBusy);
  const { terms, failed, retry } = useTableTerms();
  const [accepted, setAccepted] = useState(false);
  const [refused, setRefused] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!accepted) {
      setRefused(true);
      return;
    }
    table.send({ type: 'terms.accept' });
  }

  return (
    <RouteLayout layout="auth" title={t`Pay at the table`} heading="page">
      <PageTitle
        title={t`Pay at the table`}
        subtitle={t`Follow your bill live and pay it from your phone, alone or split with your table.`}
      />
      <ul className="table-perks">
        <Perk icon="receipt">{t`See every item as it reaches the bill`}</Perk>
        <Perk icon="user">{t`Split it: your items, equal shares or any amount`}</Perk>
        <Perk icon="lock">{t`Pay by card or PIX, with the receipt by e-mail`}</Perk>
      </ul>
      <section
        className="table-terms-summary"
        aria-labelledby="table-terms-title"
        aria-busy={!terms && !failed}
      >
        <h2 id="table-terms-title" className="table-terms-summary__title">
          {terms?.title ?? t`Table payment terms`}
        </h2>
        {terms && <p className="table-terms-summary__text">{terms.body.split(/\n{2,}/)[0]}</p>}
        {!terms && !failed && (
          <>
            <Skeleton width="100%" />
            <Skeleton width="90%" />
            <Skeleton width="60%" />
          </>
        )}
        {failed && (
          <p className="table-terms-summary__text">
            <Trans>We couldn't load the terms.</Trans>{' '}
            <button type="button" className="table-link-button" onClick={retry}>
              <Trans>Try again</Trans>
            </button>
          </p>
        )}
        <Link to="/table/terms" className="table-terms-summary__link">
          <Trans>Read the full terms</Trans>
        </Link>
      </section>
      <form className="table-terms-form" noValidate onSubmit={submit}>
        <CheckboxField
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setRefused(false);
          }}
          error={refused ? t`To pay at the table, accept the terms.` : undefined}
        >
          <Trans>I have read and accept the table payment terms</Trans>
        </CheckboxField>
        <Button type="submit" size="lg" fullWidth loading={busy}>
          <Trans>Accept and continue</Trans>
        </Button>
      </form>
    </RouteLayout>
  );
}
