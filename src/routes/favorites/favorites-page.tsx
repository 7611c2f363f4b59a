import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  type CatalogActor,
  selectFavoriteItems,
  selectIsFavoritesFailed,
  selectIsFavoritesLoading,
  selectIsSignedIn,
} from '../../../machines/catalog/catalog.selectors.ts';
import { selectFavorites } from '../../../machines/user/user-preferences.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CatalogOverlays } from '../catalog/catalog-overlays.tsx';
import { DishRow } from '../catalog/dish-row.tsx';
import { useCatalog } from '../catalog/use-catalog.ts';
import { RouteLayout } from '../shell/route-layout.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import '../menu/menu-page.css';

function FavoritesList({ catalog }: { catalog: CatalogActor }) {
  const { t } = useLingui();
  const { user } = useAppActors();
  const items = useSelector(catalog, selectFavoriteItems);
  const loading = useSelector(catalog, selectIsFavoritesLoading);
  const failed = useSelector(catalog, selectIsFavoritesFailed);
  // A heart taken off here takes the dish off the list at once.
  const favoriteIds = useSelector(user, selectFavorites);
  const shown = items.filter((item) => favoriteIds.includes(item.id));
  if (loading) {
    return (
      <div className="menu-page__placeholder" aria-busy="true">
        <span className="visually-hidden">{t`Loading your favorites`}</span>
        <Skeleton shape="block" height="5.5rem" />
        <Skeleton shape="block" height="5.5rem" />
      </div>
    );
  }
  if (shown.length === 0) {
    return (
      <div className="menu-page__message">
        <p>
          <Trans>No favorites yet. Tap the heart on a dish to keep it here.</Trans>
        </p>
        {failed ? (
          <Button
            variant="secondary"
            icon="refresh"
            onClick={() => catalog.send({ type: 'favorites.retry' })}
          >
            <Trans>Try again</Trans>
          </Button>
        ) : (
          <Link to="/menu" className="menu-page__link">
            <Trans>See the menu</Trans>
          </Link>
        )}
      </div>
    );
  }
  return (
    <ul className="favorites-page__list" aria-label={t`Your favorites`}>
      {shown.map((item) => (
        <li key={item.id}>
          <DishRow catalog={catalog} item={item} />
        </li>
      ))}
    </ul>
  );
}

function GuestFavorites() {
  return (
    <div className="menu-page__message">
      <p>
        <Trans>Sign in to keep the dishes you love in one place.</Trans>
      </p>
      <Link to="/auth" className="menu-page__link">
        <Trans>Sign in</Trans>
      </Link>
    </div>
  );
}

function CatalogFavorites({ catalog }: { catalog: CatalogActor }) {
  const signedIn = useSelector(catalog, selectIsSignedIn);
  return (
    <>
      {signedIn ? <FavoritesList catalog={catalog} /> : <GuestFavorites />}
      <CatalogOverlays catalog={catalog} />
    </>
  );
}

/** `/favorites` (spec §2): the customer's favorite dishes, each opening its sheet to add it to the cart. */
export function FavoritesPage() {
  const { t } = useLingui();
  const catalog = useCatalog();
  return (
    <RouteLayout layout="default" title={t`Favorites`}>
      <div className="menu-page">
        {catalog ? <CatalogFavorites catalog={catalog} /> : <Skeleton shape="block" height="5.5rem" />}
      </div>
    </RouteLayout>
  );
}
