import type { SnapshotFrom } from 'xstate';
import type { favoritesMachine } from './favorites.machine.ts';

export type FavoritesSnapshot = SnapshotFrom<typeof favoritesMachine>;

/** The guest is offered sign-in (a sheet over the menu). */
export const selectIsSignInOffered = (snapshot: FavoritesSnapshot) => snapshot.hasTag('signIn');
export const selectIsSaving = (snapshot: FavoritesSnapshot) => snapshot.hasTag('busy');
/** A dish whose heart is still being saved. */
export const selectIsPending = (snapshot: FavoritesSnapshot, itemId: string) =>
  snapshot.context.pending.some((toggle) => toggle.itemId === itemId);
/** The last tap the API refused (undone); cleared by the next tap. */
export const selectError = (snapshot: FavoritesSnapshot) => snapshot.context.error;
