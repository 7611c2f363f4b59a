import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { brandName } from '../../../../contract/card-brand.ts';
import type { TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import {
  selectCard,
  selectCardError,
  selectIsTokenizing,
  selectMethod,
  selectSavedCards,
} from '../../../../machines/table-payment/table-payment.selectors.ts';
import type { ChosenCard, PaymentMethod } from '../../../../machines/table-payment/table-payment.types.ts';
import { Button } from '../../../ui/button.tsx';
import { ChoiceTile } from '../../../ui/form/choice-tile.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { CardForm } from '../../shared/payment/card-form.tsx';
import { cardMessage } from '../table-messages.ts';

/** `saved:<id>`, `new` (a card typed in) or `pix`. */
export type MethodChoice = `saved:${string}` | 'new' | 'pix';

/** The choice the machine already holds (a resumed payment), if any. */
export function choiceOf(
  method: PaymentMethod | undefined,
  card: ChosenCard | undefined,
): MethodChoice | undefined {
  if (method === 'pix') return 'pix';
  if (method !== 'card') return undefined;
  return card?.kind === 'saved' ? `saved:${card.cardId}` : 'new';
}

export interface MethodPickerProps {
  actor: TablePaymentActor;
  choice: MethodChoice | undefined;
  onChoose: (choice: MethodChoice) => void;
  editingCard: boolean;
  onEditCard: (editing: boolean) => void;
}

/** How the diner pays: a saved card (signed-in diners), a new card, or PIX. */
export function MethodPicker({ actor, choice, onChoose, editingCard, onEditCard }: MethodPickerProps) {
  const { t } = useLingui();
  const savedCards = useSelector(actor, selectSavedCards);
  const card = useSelector(actor, selectCard);
  const method = useSelector(actor, selectMethod);
  const tokenizing = useSelector(actor, selectIsTokenizing);
  const cardError = useSelector(actor, selectCardError);

  function choose(next: MethodChoice) {
    onChoose(next);
    if (next === 'pix') {
      actor.send({ type: 'method.select', method: 'pix' });
      return;
    }
    actor.send({ type: 'method.select', method: 'card' });
    if (next !== 'new') actor.send({ type: 'card.use', cardId: next.slice('saved:'.length) });
  }

  const option = (value: MethodChoice, label: string, detail?: string) => (
    <ChoiceTile
      name="method"
      checked={choice === value}
      onChoose={() => choose(value)}
      label={label}
      detail={detail}
    />
  );

  const newCard = method === 'card' && card?.kind === 'new' ? card : undefined;
  return (
    <fieldset className="pay-methods">
      <legend className="pay-section__title">{t`Pay with`}</legend>
      {savedCards.map((saved) => (
        <div key={saved.id}>
          {option(`saved:${saved.id}`, t`${brandName(saved.brand)} ending ${saved.last4}`, t`Saved card`)}
        </div>
      ))}
      {option('new', savedCards.length > 0 ? t`Another card` : t`Credit or debit card`)}
      {choice === 'new' &&
        (newCard && !editingCard ? (
          <div className="pay-card-chosen">
            <Icon name="check-circle" size={20} />
            <span>
              <Trans>
                {brandName(newCard.brand)} ending {newCard.last4}
              </Trans>
            </span>
            <Button variant="ghost" size="sm" onClick={() => onEditCard(true)}>
              <Trans>Change</Trans>
            </Button>
          </div>
        ) : (
          <CardForm
            busy={tokenizing}
            error={cardError === undefined ? undefined : t(cardMessage(cardError))}
            onSubmit={(details) => actor.send({ type: 'card.submit', ...details })}
          />
        ))}
      {option('pix', t`PIX`, t`Pay with your bank's app: QR code or copy and paste`)}
    </fieldset>
  );
}
