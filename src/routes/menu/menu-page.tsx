import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  type CatalogActor,
  type MenuActor,
  selectHasNoService,
  selectMenu,
  selectSearch,
} from '../../../machines/catalog/catalog.selectors.ts';
import {
  selectError,
  selectIsLoading,
  selectIsMenuFailed,
  selectIsOutOfRange,
} from '../../../machines/menu/menu.selectors.ts';
import { selectStatus } from '../../../machines/search/search.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useWaiting } from '../../ui/use-waiting.ts';
import { catalogMessage } from '../catalog/catalog-messages.ts';
import { CatalogOverlays } from '../catalog/catalog-overlays.tsx';
import { SearchPanel } from '../catalog/search-panel.tsx';
import { useCatalog } from '../catalog/use-catalog.ts';
import { RouteLayout } from '../shell/route-layout.tsx';
import { MenuList } from './menu-list.tsx';
import './menu-page.css';

function MenuSkeleton() {
  const { t } = useLingui();
  return (
    <div className="menu-page__placeholder" aria-busy="true">
      <span className="visually-hidden">{t`Loading the menu`}</span>
      <Skeleton shape="block" height="2.5rem" />
      {[0, 1, 2, 3, 4].map((n) => (
        <Skeleton key={n} shape="block" height="5.5rem" />
      ))}
    </div>
  );
}

function MenuStates({ catalog, menu }: { catalog: CatalogActor; menu: MenuActor }) {
  const { t } = useLingui();
  const loading = useWaiting(useSelector(menu, selectIsLoading));
  const failed = useSelector(menu, selectIsMenuFailed);
  const outOfRange = useSelector(menu, selectIsOutOfRange);
  const error = useSelector(menu, selectError);
  if (loading) return <MenuSkeleton />;
  if (outOfRange) {
    return (
      <div className="menu-page__message" role="alert">
        <p>{t(catalogMessage('outOfRange'))}</p>
        <p>
          <Trans>Choose an address the restaurant delivers to, or pick your order up at the store.</Trans>
        </p>
        <Button icon="pin" onClick={() => menu.send({ type: 'address.change' })}>
          <Trans>Change the address</Trans>
        </Button>
      </div>
    );
  }
  if (failed) {
    return (
      <div className="menu-page__message" role="alert">
        <p>{t(catalogMessage(error))}</p>
        <Button variant="secondary" icon="refresh" onClick={() => menu.send({ type: 'menu.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  // A new menu (the service changed: an option chosen, an address) is a new list: it goes to the
  // linked category again, from the top.
  return <MenuList key={menu.sessionId} catalog={catalog} menu={menu} />;
}

function NoService() {
  return (
    <div className="menu-page__message" role="alert">
      <p>
        <Trans>No restaurant serves this address yet.</Trans>
      </p>
      <Link to="/geolocation" className="menu-page__link">
        <Trans>Change the address</Trans>
      </Link>
    </div>
  );
}

function CatalogMenu({ catalog }: { catalog: CatalogActor }) {
  const menu = useSelector(catalog, selectMenu);
  const noService = useSelector(catalog, selectHasNoService);
  const search = useSelector(catalog, selectSearch);
  // While a search shows its answer, the menu steps aside.
  const searching = useSelector(
    search,
    (snapshot) => snapshot !== undefined && selectStatus(snapshot) !== 'empty',
  );
  return (
    <>
      {!searching &&
        (menu ? <MenuStates catalog={catalog} menu={menu} /> : noService ? <NoService /> : <MenuSkeleton />)}
      <CatalogOverlays catalog={catalog} />
    </>
  );
}

/** `/menu` (spec §2): the search, the category tabs and the dishes, page by page. */
export function MenuPage() {
  const { t } = useLingui();
  const catalog = useCatalog();
  return (
    <RouteLayout layout="default" title={t`Menu`}>
      <div className="menu-page">
        <SearchPanel catalog={catalog} />
        {catalog ? <CatalogMenu catalog={catalog} /> : <MenuSkeleton />}
      </div>
    </RouteLayout>
  );
}
