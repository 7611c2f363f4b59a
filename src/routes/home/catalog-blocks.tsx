import { useId } from 'react';
import type { HighlightsBlock as HighlightsData } from '../../../contract/schemas/cms.ts';
import type { CatalogActor } from '../../../machines/catalog/catalog.selectors.ts';
import { toMenuItem } from '../../../machines/catalog/catalog-items.ts';
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

export const HomeOverlays = CatalogOverlays;
