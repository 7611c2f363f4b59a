import type { SnapshotFrom } from 'xstate';
import type { AppSnapshot, WalletActor } from '../app/app.selectors.ts';
import type { walletMachine } from './wallet.machine.ts';

type WalletSnapshot = SnapshotFrom<typeof walletMachine>;

/** The saved cards of /profile/payments in the app's tree; undefined while its code downloads or when it could not. */
export const selectWalletOf = (app: AppSnapshot) => app.children.wallet as WalletActor | undefined;
export const selectIsWalletUnavailable = (app: AppSnapshot) => app.matches({ wallet: 'unavailable' });

/** The saved cards, the default first. */
export const selectCards = (snapshot: WalletSnapshot) => snapshot.context.cards;
/** A call is under way: the cards are read, a card tokenized or saved, made default or deleted. */
export const selectIsBusy = (snapshot: WalletSnapshot) => snapshot.hasTag('busy');
/** The cards are being read for the first time (nothing to show yet). */
export const selectIsLoading = (snapshot: WalletSnapshot) =>
  snapshot.matches('starting') || snapshot.matches('loading');
export const selectLoadFailed = (snapshot: WalletSnapshot) => snapshot.hasTag('error');
/** Why the last call failed, and which step it was. */
export const selectError = (snapshot: WalletSnapshot) => snapshot.context.error;
