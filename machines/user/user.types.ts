/** Spec §3 "User" and "Address", as far as the account flows and guards read them. */
export interface UserAddress {
  id: string;
  postal_code?: string;
  street?: string;
  number?: string;
  complement?: string | null;
  reference_point?: string | null;
  district?: string;
  city?: string;
  state?: string;
  latitude?: number;
  longitude?: number;
  is_main?: boolean;
}

export interface AccountUser {
  id: string;
  name?: string | null;
  email?: string | null;
  birthday?: string | null;
  phone_number?: string | null;
  /** The tax id (cpf). */
  document?: string | null;
  image?: string | null;
  accepted_terms_at?: string | null;
  accepted_pg_terms_at?: string | null;
  accepted_notifications?: boolean;
  can_update_email?: boolean;
  password_set?: boolean;
  push_token?: string | null;
  /** Normalised into a list (spec §3). */
  address: UserAddress[];
}

export type UserType = 'guest' | 'registered' | 'b2c';
export type SignedInType = Exclude<UserType, 'guest'>;
export type ResendChannel = 'email' | 'phone';

/** Spec §4 "Profile steps": 0 default … 6 policy. */
export type ProfileStep = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Spec §3 "User store": "Persisted: user, type, tutorial seen, terms accepted, favorites, analytics id." */
export interface PersistedUser {
  user: AccountUser | null;
  type: UserType;
  tutorialSeen: boolean;
  tableTermsAccepted: boolean;
  favorites: string[];
  analyticsId: string | undefined;
  /**
   * The customer turned down the offer to be told when an order moves (or the browser's prompt): it is
   * not made again. Beside the spec's persisted fields, as the tutorial seen is.
   */
  pushOfferDeclined?: boolean | undefined;
}

export type UserInput = Partial<PersistedUser> | undefined;

export interface UserContext extends PersistedUser {
  profileStep: ProfileStep;
  lastResendAt: Record<ResendChannel, number | undefined>;
  notificationToken: string | undefined;
  /**
   * The hearts tapped since the favorites were last loaded: a load answered after a tap (its request
   * left before) must not undo it.
   */
  favoriteToggles: FavoriteToggle[];
}

export interface FavoriteToggle {
  itemId: string;
  active: boolean;
}

export type UserEvent =
  /** Login, registration or start-up loaded the user; `type` marks how they signed in. */
  | { type: 'user.loaded'; user: AccountUser; userType?: SignedInType }
  /** Login marks the type before the user is loaded (spec §4 "mark type registered"). */
  | { type: 'user.signedIn'; userType: SignedInType }
  /** Logout or a new login: back to guest. */
  | { type: 'user.cleared' }
  | { type: 'favorites.loaded'; itemIds: string[] }
  | ({ type: 'favorites.toggled' } & FavoriteToggle)
  | { type: 'tutorial.seen' }
  /** "Be told when your order moves" was dismissed, or the browser's prompt was not answered yes. */
  | { type: 'pushOffer.declined' }
  | { type: 'tableTerms.accepted' }
  | { type: 'resend.recorded'; channel: ResendChannel; at: number }
  | { type: 'profileStep.changed'; step: ProfileStep }
  | { type: 'notificationToken.changed'; token: string | undefined }
  | { type: 'analytics.identified'; uniqueId: string };

export type UserTag = 'guest' | 'signedIn';
