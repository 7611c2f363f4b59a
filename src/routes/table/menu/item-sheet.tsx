import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TableOrderActor } from '../../../../machines/table/table.selectors.ts';
import { findItem } from '../../../../machines/table-order/table-order.rules.ts';
import {
  selectDraft,
  selectDraftSummary,
  selectError,
  selectIsBusy,
  selectOpenedItemId,
} from '../../../../machines/table-order/table-order.selectors.ts';
import { ProductSheet } from '../../shared/product-sheet.tsx';
import { orderMessage } from '../table-messages.ts';

/** A dish's sheet at the table: the shared product sheet over the table order's draft. */
export function ItemSheet({ actor }: { actor: TableOrderActor }) {
  const { t } = useLingui();
  const item = useSelector(actor, (snapshot) =>
    findItem(snapshot.context.menu?.sections, selectOpenedItemId(snapshot) ?? ''),
  );
  const draft = useSelector(actor, selectDraft);
  const summary = useSelector(actor, selectDraftSummary);
  const busy = useSelector(actor, selectIsBusy);
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ item: 'failed' }));
  const error = useSelector(actor, selectError);

  if (item === undefined) return null;
  return (
    <ProductSheet
      item={item}
      draft={draft}
      summary={summary}
      loading={busy}
      failure={failed && error ? t(orderMessage(error)) : undefined}
      missingShown={error === 'optionsRequired'}
      onClose={() => actor.send({ type: 'item.close' })}
      onRetry={() => actor.send({ type: 'item.retry' })}
      onAdd={() => actor.send({ type: 'item.add' })}
      onToggle={(groupId, choiceId) => actor.send({ type: 'choice.toggle', groupId, choiceId })}
      onQuantity={(quantity) => actor.send({ type: 'quantity.set', quantity })}
      onNote={(note) => actor.send({ type: 'note.change', note })}
    />
  );
}
