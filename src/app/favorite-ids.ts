import { fetchFavoriteIds } from '../api/favorites.ts';
import { reportFavoritesFailed } from './favorites-failed.ts';

/** Spec §8: a failed favorites fetch shows an error toast (and start-up goes on with an empty list). */
export const loadFavoriteIds = (signal: AbortSignal) =>
  fetchFavoriteIds({ signal }).catch((error: unknown) => {
    reportFavoritesFailed();
    throw error;
  });
