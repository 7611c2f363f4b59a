import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { brandName } from '../../../contract/card-brand.ts';
import type { CheckoutActor } from '../../../machines/app/app.selectors.ts';
import {
  selectCard,
  selectIsWalletBusy,
  selectMethod,
  selectOfferedMethods,
  selectSavedCards,
  selectWalletError,
} from '../../../machines/checkout/checkout.selectors.ts';
import type { WalletCard } from '../../../machines/wallet/wallet.types.ts';
import { CheckboxField } from '../../ui/form/checkbox-field.tsx';
import { ChoiceTile } from '../../ui/form/choice-tile.tsx';
import { checkoutMessage } from '../cart/cart-messages.ts';
import { CardForm } from '../shared/payment/card-form.tsx';
import { ConfirmCardDelete, SavedCardActions } from '../shared/payment/saved-card-actions.tsx';
import { useChildUpdates } from './use-child-updates.ts';

/** `saved:<id>`, `new`, `pix` or `applePay`. */
type Choice = `saved:${string}` | 'new' | 'pix' | 'applePay';

function NewCard({ actor, registered }: { actor: CheckoutActor; registered: boolean }) {
  const { t } = useLingui();
  const [save, setSave] = useState(true);
  useChildUpdates(actor, 'wallet');
  const busy = selectIsWalletBusy(actor.getSnapshot());
  const error = selectWalletError(actor.getSnapshot());
  const card = useSelector(actor, selectCard);
  const [editing, setEditing] = useState(false);
  if (card?.kind === 'new' && !editing) {
    return (
      <p className="checkout-card-chosen">
        <Trans>
          {brandName(card.brand)} ending {card.last4}
        </Trans>
        <button type="button" className="checkout-link" onClick={() => setEditing(true)}>
          <Trans>Change</Trans>
        </button>
      </p>
    );
  }
  return (
    <CardForm
      busy={busy}
      error={error === undefined ? undefined : t(checkoutMessage(error.key))}
      onSubmit={(details) => {
        setEditing(false);
        actor.send({ type: 'card.add', save: registered && save, ...details });
      }}
    >
      {registered && (
        <CheckboxField checked={save} onChange={(event) => setSave(event.target.checked)}>
          <Trans>Save this card for next time</Trans>
        </CheckboxField>
      )}
    </CardForm>
  );
}

/** How the customer pays: a saved card (default first), a new card, PIX, or Apple Pay where offered. */
export function PaymentMethods({ actor, registered }: { actor: CheckoutActor; registered: boolean }) {
  const { t } = useLingui();
  useChildUpdates(actor, 'wallet');
  const cards = selectSavedCards(actor.getSnapshot());
  const offered = useSelector(actor, selectOfferedMethods);
  const method = useSelector(actor, selectMethod);
  const card = useSelector(actor, selectCard);
  const walletBusy = selectIsWalletBusy(actor.getSnapshot());
  const [newCard, setNewCard] = useState(false);
  const [toDelete, setToDelete] = useState<WalletCard>();
  const chosen: Choice | undefined =
    method === 'card' ? (card?.kind === 'saved' && !newCard ? `saved:${card.cardId}` : 'new') : method;

  function choose(next: Choice) {
    setNewCard(next === 'new');
    if (next === 'pix' || next === 'applePay') {
      actor.send({ type: 'method.select', method: next });
      return;
    }
    actor.send({ type: 'method.select', method: 'card' });
    if (next !== 'new') actor.send({ type: 'card.use', cardId: next.slice('saved:'.length) });
  }

  const option = (value: Choice, label: string, detail?: string) => (
    <ChoiceTile
      name="method"
      checked={chosen === value}
      onChoose={() => choose(value)}
      label={label}
      detail={detail}
    />
  );

  return (
    <fieldset className="checkout-methods">
      <legend className="checkout-section__title">{t`Pay with`}</legend>
      {cards.map((saved) => (
        <div key={saved.id} className="checkout-method-row">
          {option(
            `saved:${saved.id}`,
            t`${brandName(saved.brand)} ending ${saved.last4}`,
            saved.isDefault ? t`Default card` : t`Saved card`,
          )}
          <SavedCardActions
            card={saved}
            busy={walletBusy}
            onSetDefault={(cardId) => actor.send({ type: 'card.setDefault', cardId })}
            onDelete={() => setToDelete(saved)}
          />
        </div>
      ))}
      {option('new', cards.length > 0 ? t`Another card` : t`Credit or debit card`)}
      {chosen === 'new' && <NewCard actor={actor} registered={registered} />}
      {option('pix', t`PIX`, t`Pay with your bank's app: QR code or copy and paste`)}
      {offered.includes('applePay') && option('applePay', t`Apple Pay`)}
      <ConfirmCardDelete
        card={toDelete}
        onDelete={(cardId) => actor.send({ type: 'card.delete', cardId })}
        onClose={() => setToDelete(undefined)}
      />
    </fieldset>
  );
}
