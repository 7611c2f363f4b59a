import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type CatalogActor, selectFavorites } from '../../../machines/catalog/catalog.selectors.ts';
import { selectIsFavorite } from '../../../machines/user/user-preferences.selectors.ts';
import { Icon } from '../../ui/icon.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';

interface FavoriteButtonProps {
  catalog: CatalogActor;
  itemId: string;
  name: string;
}

/** The heart on a dish (spec §4 "Favorite toggle"): a guest's tap offers sign-in instead. */
export function FavoriteButton({ catalog, itemId, name }: FavoriteButtonProps) {
  const { t } = useLingui();
  const { user } = useAppActors();
  const favorites = useSelector(catalog, selectFavorites);
  const serviceId = useSelector(catalog, (snapshot) => snapshot.context.service?.serviceId);
  const active = useSelector(user, (snapshot) => selectIsFavorite(snapshot, itemId));
  if (favorites === undefined || serviceId === undefined) return null;
  return (
    <button
      type="button"
      className="favorite-button"
      aria-pressed={active}
      aria-label={t`Favorite: ${name}`}
      onClick={() => favorites.send({ type: 'favorite.toggle', itemId, active: !active, serviceId })}
    >
      <Icon name="heart" size={22} />
    </button>
  );
}
