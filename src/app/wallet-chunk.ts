import { fromPromise } from 'xstate';
import type { CardDetails, TokenizedCard } from '../../machines/table-payment/table-payment.types.ts';
import { walletMachine } from '../../machines/wallet/wallet.machine.ts';
import type { CardIdInput, SaveCardInput, WalletCard } from '../../machines/wallet/wallet.types.ts';
import { addCard, deleteCard, fetchCards, setDefaultCard } from '../api/cards.ts';
import { track } from '../lib/analytics.ts';
import { tokenizeCard } from './flows/card-tokenization.ts';

const walletCardOf = (card: Awaited<ReturnType<typeof addCard>>): WalletCard => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  holder: card.holder,
  expMonth: card.exp_month,
  expYear: card.exp_year,
  isDefault: card.is_default,
});

/**
 * The wallet of `/payment` (the checkout's child) and of `/profile/payments` (a chunk of its own):
 * saved cards through the API, new ones tokenized by the PSP.
 */
export const walletLogic = walletMachine.provide({
  actors: {
    loadCards: fromPromise<WalletCard[], undefined>(async ({ signal }) =>
      (await fetchCards({ signal })).map(walletCardOf),
    ),
    tokenizeCard: fromPromise<TokenizedCard, CardDetails>(({ input, signal }) => tokenizeCard(input, signal)),
    saveCard: fromPromise<WalletCard, SaveCardInput>(async ({ input, signal }) => {
      const card = walletCardOf(await addCard({ token: input.token, signal }));
      track({ kind: 'engagement', name: 'CREDIT_CARD_ADDED', properties: { brand: card.brand } });
      return card;
    }),
    setDefaultCard: fromPromise<WalletCard[], CardIdInput>(async ({ input, signal }) =>
      (await setDefaultCard({ id: input.cardId, signal })).map(walletCardOf),
    ),
    deleteCard: fromPromise<void, CardIdInput>(async ({ input, signal }) => {
      await deleteCard({ id: input.cardId, signal });
    }),
  },
});
