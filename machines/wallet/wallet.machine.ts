// Saved cards and the card chosen for a payment.
// Spec §7 "Cards".
import { assign, sendParent, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import { failureKeyOf } from '../table-payment/payment-error.ts';
import type { CardDetails, ChosenCard, TokenizedCard } from '../table-payment/table-payment.types.ts';
import type {
  CardIdInput,
  SaveCardInput,
  WalletCard,
  WalletContext,
  WalletEvent,
  WalletInput,
  WalletSelected,
  WalletStep,
  WalletTag,
} from './wallet.types.ts';

/** The default card first, the others in the order the server gave. */
export const sortCards = (cards: WalletCard[]): WalletCard[] =>
  [...cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

const savedChoice = (card: WalletCard | undefined): ChosenCard | undefined =>
  card === undefined ? undefined : { kind: 'saved', cardId: card.id };

/** The selection, unless it names a saved card that is gone: then the default card (if any). */
function reselected(selected: ChosenCard | undefined, cards: WalletCard[]): ChosenCard | undefined {
  if (selected?.kind === 'new') return selected;
  if (selected !== undefined && cards.some((card) => card.id === selected.cardId)) return selected;
  return savedChoice(cards[0]);
}

const newCard = ({ token, brand, last4 }: TokenizedCard): ChosenCard => ({
  kind: 'new',
  token,
  brand,
  last4,
});

/** The card details of a `card.add`, for the payment provider's tokenization only. */
function cardDetailsOf(event: WalletEvent): CardDetails {
  if (event.type !== 'card.add') throw new Error(`wallet: tokenizing needs card.add, not ${event.type}`);
  const { number, holder, expMonth, expYear, cvv } = event;
  return { number, holder, expMonth, expYear, cvv };
}

const failure =
  (during: WalletStep) =>
  ({ event }: { event: { error: unknown } }) => ({ key: failureKeyOf(event.error), during });

const cardIdOf = ({ context }: { context: WalletContext }): CardIdInput => ({
  cardId: required(context.changing, 'card being changed'),
});

const walletActor = <TOutput, TInput>(name: string) => provided<TOutput, TInput>('wallet', name);

/**
 * Saved cards (spec §7 "Cards": GET, POST, DELETE {id}, PATCH set default) and the card chosen to
 * pay with: the default one first; a new card is tokenized by the payment provider (its number
 * never reaches our API nor this context), then saved for a registered customer who asks. The
 * selection is reported to the parent (`wallet.selected`) whenever it changes.
 */
export const walletMachine = setup({
  types: {} as {
    context: WalletContext;
    events: WalletEvent;
    input: WalletInput;
    tags: WalletTag;
  },
  actors: {
    loadCards: walletActor<WalletCard[], undefined>('loadCards'),
    tokenizeCard: walletActor<TokenizedCard, CardDetails>('tokenizeCard'),
    saveCard: walletActor<WalletCard, SaveCardInput>('saveCard'),
    setDefaultCard: walletActor<WalletCard[], CardIdInput>('setDefaultCard'),
    deleteCard: walletActor<void, CardIdInput>('deleteCard'),
  },
  actions: {
    storeCards: assign(({ context }, cards: WalletCard[]) => {
      const sorted = sortCards(cards);
      return { cards: sorted, selected: reselected(context.selected, sorted) };
    }),
    select: assign((_, selected: ChosenCard) => ({ selected })),
    rememberSave: assign(({ event }) => (event.type === 'card.add' ? { saveNew: event.save } : {})),
    storePending: assign((_, pending: TokenizedCard) => ({ pending })),
    // The provider may know the card already: the server then answers the saved one again.
    addSaved: assign(({ context }, card: WalletCard) => ({
      cards: sortCards([...context.cards.filter((saved) => saved.id !== card.id), card]),
      selected: savedChoice(card),
      pending: undefined,
    })),
    // Not saved, but tokenized: it can still pay this once.
    usePending: assign(({ context }) => ({
      selected: newCard(required(context.pending, 'pending card')),
      pending: undefined,
    })),
    markChanging: assign(({ event }) => ('cardId' in event ? { changing: event.cardId } : {})),
    removeChanged: assign(({ context }) => {
      const cards = context.cards.filter((card) => card.id !== context.changing);
      return { cards, selected: reselected(context.selected, cards), changing: undefined };
    }),
    clearChanging: assign({ changing: undefined }),
    storeError: assign((_, error: WalletContext['error']) => ({ error })),
    clearError: assign({ error: undefined }),
    reportSelection: sendParent(
      ({ context }): WalletSelected => ({ type: 'wallet.selected', card: context.selected }),
    ),
  },
  guards: {
    isRegistered: ({ context }) => context.isRegistered,
    isSavedCard: ({ context, event }) =>
      'cardId' in event && context.cards.some((card) => card.id === event.cardId),
    savesNewCard: ({ context }) => context.isRegistered && context.saveNew,
  },
}).createMachine({
  id: 'wallet',
  context: ({ input }) => ({
    isRegistered: input.isRegistered,
    cards: [],
    selected: input.selected,
    saveNew: false,
    pending: undefined,
    changing: undefined,
    error: undefined,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isRegistered', target: 'loading' }, { target: 'ready' }] },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: {
          target: 'ready',
          actions: [{ type: 'storeCards', params: ({ event }) => event.output }, 'reportSelection'],
        },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: failure('load') } },
      },
    },
    loadFailed: {
      tags: 'error',
      on: { 'cards.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      tags: 'ready',
      on: {
        'card.use': {
          guard: 'isSavedCard',
          actions: [
            { type: 'select', params: ({ event }) => ({ kind: 'saved', cardId: event.cardId }) },
            'reportSelection',
          ],
        },
        'card.add': { target: 'tokenizing', actions: ['rememberSave', 'clearError'] },
        'card.setDefault': {
          guard: 'isSavedCard',
          target: 'settingDefault',
          actions: ['markChanging', 'clearError'],
        },
        'card.delete': { guard: 'isSavedCard', target: 'deleting', actions: ['markChanging', 'clearError'] },
        'error.dismiss': { actions: 'clearError' },
      },
    },
    tokenizing: {
      tags: 'busy',
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        input: ({ event }) => cardDetailsOf(event),
        onDone: [
          {
            guard: 'savesNewCard',
            target: 'saving',
            actions: { type: 'storePending', params: ({ event }) => event.output },
          },
          {
            target: 'ready',
            actions: [{ type: 'select', params: ({ event }) => newCard(event.output) }, 'reportSelection'],
          },
        ],
        onError: { target: 'ready', actions: { type: 'storeError', params: failure('add') } },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveCard',
        src: 'saveCard',
        input: ({ context }) => ({ token: required(context.pending, 'pending card').token }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'addSaved', params: ({ event }) => event.output }, 'reportSelection'],
        },
        onError: {
          target: 'ready',
          actions: ['usePending', 'reportSelection', { type: 'storeError', params: failure('save') }],
        },
      },
    },
    settingDefault: {
      tags: 'busy',
      invoke: {
        id: 'setDefaultCard',
        src: 'setDefaultCard',
        input: cardIdOf,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeCards', params: ({ event }) => event.output },
            'clearChanging',
            'reportSelection',
          ],
        },
        onError: {
          target: 'ready',
          actions: ['clearChanging', { type: 'storeError', params: failure('setDefault') }],
        },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteCard',
        src: 'deleteCard',
        input: cardIdOf,
        onDone: {
          target: 'ready',
          actions: ['removeChanged', 'reportSelection'],
        },
        onError: {
          target: 'ready',
          actions: ['clearChanging', { type: 'storeError', params: failure('delete') }],
        },
      },
    },
  },
});
