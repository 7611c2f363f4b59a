import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import {
  type CatalogActor,
  type ProductActor,
  selectProduct,
} from '../../../machines/catalog/catalog.selectors.ts';
import {
  selectDraft,
  selectDraftSummary,
  selectError,
  selectIsBusy,
  selectIsFailed,
  selectItem,
} from '../../../machines/product/product.selectors.ts';
import { ProductSheet } from '../shared/product-sheet.tsx';
import { catalogMessage } from './catalog-messages.ts';
import { FavoriteButton } from './favorite-button.tsx';

function DeliveryProductSheet({ catalog, actor }: { catalog: CatalogActor; actor: ProductActor }) {
  const { t } = useLingui();
  const item = useSelector(actor, selectItem);
  const draft = useSelector(actor, selectDraft);
  const summary = useSelector(actor, selectDraftSummary);
  const loading = useSelector(actor, selectIsBusy);
  const failed = useSelector(actor, selectIsFailed);
  const error = useSelector(actor, selectError);
  return (
    <ProductSheet
      item={item}
      draft={draft}
      summary={summary}
      loading={loading}
      failure={failed ? t(catalogMessage(error)) : undefined}
      missingShown={error === 'optionsRequired'}
      headerAction={<FavoriteButton catalog={catalog} itemId={item.id} name={item.name} />}
      onClose={() => actor.send({ type: 'item.close' })}
      onRetry={() => actor.send({ type: 'item.retry' })}
      onAdd={() => actor.send({ type: 'item.add' })}
      onToggle={(groupId, choiceId) => actor.send({ type: 'choice.toggle', groupId, choiceId })}
      onQuantity={(quantity) => actor.send({ type: 'quantity.set', quantity })}
      onNote={(note) => actor.send({ type: 'note.change', note })}
    />
  );
}

/** The product sheet of the dish the customer opened, over whichever catalog page they are on. */
export function ProductSheetHost({ catalog }: { catalog: CatalogActor }) {
  const product = useSelector(catalog, selectProduct);
  return product ? <DeliveryProductSheet key={product.id} catalog={catalog} actor={product} /> : null;
}
