import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { CatalogActor } from '../../../machines/catalog/catalog.selectors.ts';
import type { MenuItem } from '../../../machines/menu/menu.types.ts';
import { DishButton } from '../shared/dish-button.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import './dish-row.css';

/**
 * A dish of the catalog with its heart; "Unavailable" for a dish the store disabled. Drawn again only
 * when its dish changes: a scrolling list re-renders its rows on every frame.
 */
export const DishRow = memo(function DishRow({ catalog, item }: { catalog: CatalogActor; item: MenuItem }) {
  const { t } = useLingui();
  return (
    <div className="dish-row">
      <DishButton
        item={item}
        unavailableLabel={t`Unavailable`}
        onOpen={() => catalog.send({ type: 'product.open', item })}
      />
      <FavoriteButton catalog={catalog} itemId={item.id} name={item.name} />
    </div>
  );
});
