import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type CatalogActor, selectFavorites } from '../../../machines/catalog/catalog.selectors.ts';
import { selectError, selectIsSignInOffered } from '../../../machines/favorites/favorites.selectors.ts';
import { ConfirmModal } from '../../ui/modal/confirm-modal.tsx';
import { toast } from '../../ui/toast/toast-store.ts';

/**
 * What the hearts say beyond the heart: a guest is offered sign-in (spec §6, favorites are for
 * registered customers), and a tap the API refused — undone already — is reported (spec §8).
 */
export function FavoritesPrompts({ catalog }: { catalog: CatalogActor }) {
  const { t } = useLingui();
  const favorites = useSelector(catalog, selectFavorites);
  const offered = useSelector(
    favorites,
    (snapshot) => snapshot !== undefined && selectIsSignInOffered(snapshot),
  );
  const failed = useSelector(
    favorites,
    (snapshot) => snapshot !== undefined && selectError(snapshot) !== undefined,
  );
  useEffect(() => {
    if (failed) toast.error(t`We couldn't save your favorite. Please try again.`, { id: 'favorite-failed' });
  }, [failed, t]);
  if (favorites === undefined) return null;
  return (
    <ConfirmModal
      open={offered}
      title={t`Save your favorites`}
      text={t`Sign in or create your account to keep the dishes you love in one place.`}
      confirmLabel={t`Sign in`}
      cancelLabel={t`Not now`}
      onConfirm={() => favorites.send({ type: 'signIn.accept' })}
      onCancel={() => favorites.send({ type: 'signIn.dismiss' })}
    />
  );
}
