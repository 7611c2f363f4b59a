import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CatalogActor, MenuActor } from '../../../machines/catalog/catalog.selectors.ts';
import {
  selectCategories,
  selectCategoryId,
  selectError,
  selectHasMore,
  selectIsLoadingMore,
  selectIsSeeking,
  selectItems,
} from '../../../machines/menu/menu.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { catalogMessage } from '../catalog/catalog-messages.ts';
import { DishRow } from '../catalog/dish-row.tsx';
import { categoryAt, categoryRowIndex, menuRows } from './menu-rows.ts';

/** What covers the top of the list: the site header and the sticky tabs. */
const COVERED_TOP = 124;
/**
 * The rows' heights at the default text size (menu-page.css's `contain-intrinsic-size`): estimated
 * right, a row measured once drawn moves nothing, and the first dishes render once, not twice.
 */
const DISH_ROW_PX = 112;
const TITLE_ROW_PX = 46;
/** Rows from the end, on screen, at which the next page is asked for. */
const NEAR_END = 3;

function ListEnd({ menu }: { menu: MenuActor }) {
  const { t } = useLingui();
  const loadingMore = useSelector(menu, selectIsLoadingMore);
  const error = useSelector(menu, selectError);
  if (error !== undefined) {
    return (
      <div className="menu-list__end" role="alert">
        <p>{t(catalogMessage(error))}</p>
        <Button variant="secondary" icon="refresh" onClick={() => menu.send({ type: 'page.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!loadingMore) return null;
  return (
    <div className="menu-list__end" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading more dishes…</Trans>
      </span>
      <Skeleton shape="block" height="4.5rem" />
    </div>
  );
}

/**
 * The menu's dishes in one virtualized list (only the rows near the screen are in the page, so 2,000
 * dishes scroll as smoothly as 20): a title per category, the next page asked for near the end, the
 * tab of the category at the top lit, and the list taken to the category a tab or a link names.
 */
export function MenuList({ catalog, menu }: { catalog: CatalogActor; menu: MenuActor }) {
  const items = useSelector(menu, selectItems);
  const categories = useSelector(menu, selectCategories);
  const categoryId = useSelector(menu, selectCategoryId);
  const hasMore = useSelector(menu, selectHasMore);
  const seeking = useSelector(menu, selectIsSeeking);
  const rows = useMemo(() => menuRows(items, categories), [items, categories]);
  const list = useRef<HTMLDivElement>(null);
  // Where the list starts on the page, measured once the first rows are painted: measured before,
  // it forced a layout and drew the list again inside the page's first commit, one long task. Until
  // then the rows are placed from the list's top, and the list waits to be taken to a category.
  const [measuredMargin, setMeasuredMargin] = useState<number>();
  useEffect(() => setMeasuredMargin(list.current?.offsetTop ?? 0), []);
  const scrollMargin = measuredMargin ?? 0;

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'category' ? TITLE_ROW_PX : DISH_ROW_PX),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    scrollMargin,
    scrollPaddingStart: COVERED_TOP,
    // A scroll event renders with the next frame, not synchronously inside the event: no long task
    // when a fast flick moves many rows at once.
    useFlushSync: false,
  });
  const virtualRows = virtualizer.getVirtualItems();
  // The last row on screen (not the ones drawn ahead of the scroll).
  const lastIndex = virtualizer.range?.endIndex ?? 0;

  useEffect(() => {
    if (hasMore && lastIndex >= rows.length - NEAR_END) menu.send({ type: 'page.next' });
  }, [hasMore, lastIndex, rows.length, menu]);

  // The tab lights up with the category at the top of the list.
  const offset = virtualizer.scrollOffset ?? 0;
  const topIndex = virtualRows.find((row) => row.end > offset + COVERED_TOP)?.index;
  const placed = measuredMargin !== undefined;
  useEffect(() => {
    const viewed = !placed || topIndex === undefined ? undefined : categoryAt(rows, topIndex);
    if (viewed !== undefined && viewed !== categoryId)
      menu.send({ type: 'category.viewed', categoryId: viewed });
  }, [placed, topIndex, rows, categoryId, menu]);

  // A tab or a link chose a category: once a page of it is listed (enough to bring its title to the
  // top), the list goes there, once.
  const { category: linked } = useSearch({ strict: false }) as { category?: string };
  const taken = useRef<string | undefined>(undefined);
  const target = linked === undefined ? -1 : categoryRowIndex(rows, linked);
  useEffect(() => {
    if (!placed || linked === undefined || target === -1 || seeking || taken.current === linked) return;
    taken.current = linked;
    virtualizer.scrollToIndex(target, { align: 'start' });
  }, [placed, linked, target, seeking, virtualizer]);

  // The lit tab stays in sight as the list scrolls through the categories.
  const tabs = useRef<HTMLElement>(null);
  useEffect(() => {
    if (categoryId === undefined) return;
    const active = tabs.current?.querySelector<HTMLElement>(`[data-category="${categoryId}"]`);
    if (active) tabs.current?.scrollTo({ left: active.offsetLeft - 16, behavior: 'smooth' });
  }, [categoryId]);

  const { t } = useLingui();
  return (
    <>
      <nav ref={tabs} className="menu-tabs" aria-label={t`Categories`}>
        {categories.map((category) => (
          <Link
            key={category.id}
            to="/menu"
            search={{ category: category.id }}
            replace
            className="menu-tabs__tab"
            data-category={category.id}
            data-lit={category.id === categoryId}
            onClick={() => {
              // The same tab again: its link changes nothing, so the list goes back to it here.
              if (category.id === linked && target !== -1)
                virtualizer.scrollToIndex(target, { align: 'start' });
            }}
          >
            {category.name}
          </Link>
        ))}
      </nav>
      <div ref={list} className="menu-list" style={{ height: virtualizer.getTotalSize() }}>
        {virtualRows.map((virtual) => {
          const row = rows[virtual.index];
          if (row === undefined) return null;
          return (
            <div
              key={virtual.key}
              data-index={virtual.index}
              ref={virtualizer.measureElement}
              className={cx('menu-list__row', row.kind === 'category' && 'menu-list__row--title')}
              style={{ transform: `translateY(${virtual.start - scrollMargin}px)` }}
            >
              {row.kind === 'category' ? (
                <h2 id={`menu-${row.category.id}`} className="menu-list__title">
                  {row.category.name}
                </h2>
              ) : (
                <DishRow catalog={catalog} item={row.item} />
              )}
            </div>
          );
        })}
      </div>
      <ListEnd menu={menu} />
    </>
  );
}
