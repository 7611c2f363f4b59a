import type {
  CardDetails,
  ChosenCard,
  TablePaymentErrorKey,
  TokenizedCard,
} from '../table-payment/table-payment.types.ts';

/** A saved card: a PSP token kept by the server, shown by brand and last digits only. */
export interface WalletCard {
  id: string;
  brand: string;
  last4: string;
  holder: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export type WalletStep = 'load' | 'add' | 'save' | 'setDefault' | 'delete';

/** Why the last wallet call failed, and which. */
export interface WalletError {
  key: TablePaymentErrorKey;
  during: WalletStep;
}

export interface WalletInput {
  /** Only registered customers have saved cards; a guest's new card is used once. */
  isRegistered: boolean;
  /** The card chosen before a reload, kept while it is still one of the cards. */
  selected?: ChosenCard;
}

export interface WalletContext {
  isRegistered: boolean;
  /** The default card first. */
  cards: WalletCard[];
  selected: ChosenCard | undefined;
  /** The new card should be saved once tokenized. */
  saveNew: boolean;
  /** A tokenized card on its way to being saved. */
  pending: TokenizedCard | undefined;
  /** The saved card being made the default or deleted. */
  changing: string | undefined;
  error: WalletError | undefined;
}

export type WalletEvent =
  | { type: 'card.use'; cardId: string }
  /** The number goes to the payment provider's tokenization and nowhere else. */
  | ({ type: 'card.add'; save: boolean } & CardDetails)
  | { type: 'card.setDefault'; cardId: string }
  | { type: 'card.delete'; cardId: string }
  | { type: 'cards.retry' }
  | { type: 'error.dismiss' };

export type WalletTag = 'busy' | 'ready' | 'error';

export interface CardIdInput {
  cardId: string;
}

export interface SaveCardInput {
  token: string;
}

/** What the wallet tells its parent whenever the selection changes. */
export interface WalletSelected {
  type: 'wallet.selected';
  card: ChosenCard | undefined;
}
