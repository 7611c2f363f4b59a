/** A tap on a dish's heart: the state it asks for, with the service the menu shows (spec §3, §7). */
export interface FavoriteToggle {
  itemId: string;
  /** Spec §4: "active true adds the item id if absent, false removes it." */
  active: boolean;
  serviceId: string;
}

/** What the user store's favorites list applies (its `favorites.toggled`). */
export interface FavoriteChange {
  itemId: string;
  active: boolean;
}

export interface FavoritesInput {
  /** Guests have no favorites: their tap offers sign-in. */
  signedIn: boolean;
}

export type FavoritesErrorKey = 'favoriteFailed';

export interface FavoritesContext {
  signedIn: boolean;
  /** Taps not yet confirmed by the API, oldest first; the first one is being sent. */
  pending: FavoriteToggle[];
  error: FavoritesErrorKey | undefined;
}

export type FavoritesEvent =
  | ({ type: 'favorite.toggle' } & FavoriteToggle)
  | { type: 'signIn.accept' }
  | { type: 'signIn.dismiss' };

/** For the app: the guest chose to sign in. */
export type FavoritesEmitted = { type: 'signIn.requested' };

export type FavoritesTag = 'ready' | 'busy' | 'signIn';
