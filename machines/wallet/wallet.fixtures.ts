import type { CardDetails } from '../table-payment/table-payment.types.ts';
import type { WalletCard } from './wallet.types.ts';

/** Test data for the wallet: two saved cards (the second the default), a new card and its token. */
export const visa: WalletCard = {
  id: 'card-1',
  brand: 'visa',
  last4: '4242',
  holder: 'MARIA OLIVEIRA',
  expMonth: 12,
  expYear: 2030,
  isDefault: false,
};
export const master: WalletCard = {
  ...visa,
  id: 'card-2',
  brand: 'mastercard',
  last4: '5454',
  isDefault: true,
};

export const cardDetails: CardDetails = {
  number: '4111111111111111',
  holder: 'ANA SOUZA',
  expMonth: '12',
  expYear: '30',
  cvv: '123',
};
export const tokenized = { token: 'tok-1', brand: 'visa', last4: '1111' };
