import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  type CatalogActor,
  type SearchActor,
  selectSearch,
} from '../../../machines/catalog/catalog.selectors.ts';
import {
  selectError,
  selectItems,
  selectMinSize,
  selectQuery,
  selectStatus,
} from '../../../machines/search/search.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { catalogMessage } from './catalog-messages.ts';
import { DishRow } from './dish-row.tsx';
import './search-panel.css';

function SearchStatus({ actor, typed }: { actor: SearchActor; typed: string }) {
  const { t } = useLingui();
  const status = useSelector(actor, selectStatus);
  const query = useSelector(actor, selectQuery);
  const minSize = useSelector(actor, selectMinSize);
  const error = useSelector(actor, selectError);
  if (status === 'empty') {
    return typed.trim() === '' ? null : (
      <p className="search-panel__note">
        <Trans>Type at least {minSize} characters to search.</Trans>
      </p>
    );
  }
  if (status === 'typing' || status === 'searching') return <Spinner size="sm" label={t`Searching…`} />;
  if (status === 'noResults') {
    return (
      <p className="search-panel__note">
        <Trans>No dish matches “{query}”.</Trans>
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className="search-panel__note">
        <p>{t(catalogMessage(error))}</p>
        <Button
          variant="secondary"
          size="sm"
          icon="refresh"
          onClick={() => actor.send({ type: 'search.retry' })}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return null;
}

function SearchResults({ catalog, actor }: { catalog: CatalogActor; actor: SearchActor }) {
  const { t } = useLingui();
  const items = useSelector(actor, selectItems);
  if (items.length === 0) return null;
  return (
    <ul className="search-panel__results" aria-label={t`Search results`}>
      {items.map((item) => (
        <li key={item.id}>
          <DishRow catalog={catalog} item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The menu search (spec §5): the field, and below it what the search chart says — the minimum to
 * type, searching, the dishes found, none, or a failure with "try again".
 */
export function SearchPanel({ catalog }: { catalog: CatalogActor | undefined }) {
  const { t } = useLingui();
  const actor = useSelector(catalog, (snapshot) =>
    snapshot === undefined ? undefined : selectSearch(snapshot),
  );
  const [typed, setTyped] = useState(() => (actor ? selectQuery(actor.getSnapshot()) : ''));
  return (
    <search className="search-panel">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          actor?.send({ type: 'search.submit' });
        }}
      >
        <TextField
          type="search"
          icon="search"
          label={t`Search the menu`}
          placeholder={t`Burgers, steaks, drinks…`}
          value={typed}
          disabled={actor === undefined}
          maxLength={100}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => {
            setTyped(event.target.value);
            actor?.send({ type: 'query.change', query: event.target.value });
          }}
        />
      </form>
      {catalog && actor && (
        <div className="search-panel__answer" aria-live="polite">
          <SearchStatus actor={actor} typed={typed} />
          <SearchResults catalog={catalog} actor={actor} />
        </div>
      )}
    </search>
  );
}
