import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { CatalogActor } from '../../../machines/catalog/catalog.selectors.ts';
import type { MenuItem } from '../../../machines/menu/menu.types.ts';
import { useMoney } from '../shared/use-money.ts';
import { FavoriteButton } from './favorite-button.tsx';
import './dish-row.css';

/**
 * A dish of the catalog: its picture (lazy, its size reserved), name, description and price, or
 * "Unavailable" for a dish the store disabled (shown, never dropped). Tapping it opens its sheet.
 * Drawn again only when its dish changes: a scrolling list re-renders its rows on every frame.
 */
export const DishRow = memo(function DishRow({ catalog, item }: { catalog: CatalogActor; item: MenuItem }) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <div className={item.available ? 'dish-row' : 'dish-row dish-row--unavailable'}>
      <button
        type="button"
        className="dish-row__open"
        disabled={!item.available}
        onClick={() => catalog.send({ type: 'product.open', item })}
      >
        <img
          className="dish-row__image"
          src={item.image}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
        />
        <span className="dish-row__text">
          <span className="dish-row__name">{item.name}</span>
          <span className="dish-row__description">{item.description}</span>
          <span className="dish-row__price">{item.available ? money(item.priceCents) : t`Unavailable`}</span>
        </span>
      </button>
      <FavoriteButton catalog={catalog} itemId={item.id} name={item.name} />
    </div>
  );
});
