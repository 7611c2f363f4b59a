import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { HighlightsBlock as HighlightsData } from '../../../contract/schemas/cms.ts';
import {
  type CatalogActor,
  selectDefaultCategories,
  selectIsDefaultCategoriesFailed,
} from '../../../machines/catalog/catalog.selectors.ts';
import type { CategoryDishes } from '../../../machines/catalog/catalog.types.ts';
import { toMenuItem } from '../../../machines/catalog/catalog-items.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CatalogOverlays } from '../catalog/catalog-overlays.tsx';
import { DishRow } from '../catalog/dish-row.tsx';
import { SearchPanel } from '../catalog/search-panel.tsx';

/** The home's search block: the menu search with the block's minimum and debounce (spec §3, §5). */
export const HomeSearch = SearchPanel;

/** Dishes the brand puts forward; each opens its sheet, those the store disabled are marked. */
export function HighlightsBlock({ block, catalog }: { block: HighlightsData; catalog: CatalogActor }) {
  const headingId = useId();
  return (
    <section className="highlights-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section-title">
        {block.title}
      </h2>
      <ul className="highlights-block__list">
        {block.items.map((item) => (
          <li key={item.id}>
            <DishRow catalog={catalog} item={toMenuItem(item)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CategoryDishesSection({ catalog, group }: { catalog: CatalogActor; group: CategoryDishes }) {
  const headingId = useId();
  return (
    <section className="highlights-block" aria-labelledby={headingId}>
      <div className="highlights-block__head">
        <h2 id={headingId} className="home-section-title">
          {group.category.name}
        </h2>
        <Link to="/menu" search={{ category: group.category.id }} className="highlights-block__more">
          <Trans>See all</Trans>
        </Link>
      </div>
      <ul className="highlights-block__list">
        {group.items.map((item) => (
          <li key={item.id}>
            <DishRow catalog={catalog} item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The menu's first categories (spec §9: two, by index) with their first dishes. */
export function DefaultCategories({ catalog }: { catalog: CatalogActor }) {
  const groups = useSelector(catalog, selectDefaultCategories);
  const failed = useSelector(catalog, selectIsDefaultCategoriesFailed);
  if (failed) {
    return (
      <div className="home-page__placeholder" role="alert">
        <p>
          <Trans>The menu did not come through. Please try again.</Trans>
        </p>
        <Button variant="secondary" icon="refresh" onClick={() => catalog.send({ type: 'categories.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (groups.length === 0) return <Skeleton shape="block" height="12rem" />;
  return groups.map((group) => (
    <CategoryDishesSection key={group.category.id} catalog={catalog} group={group} />
  ));
}

export const HomeOverlays = CatalogOverlays;
