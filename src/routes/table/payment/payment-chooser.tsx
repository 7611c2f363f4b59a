import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import {
  selectCard,
  selectDocument,
  selectEmail,
  selectError,
  selectIsGuest,
  selectMethod,
  selectMode,
  selectRace,
  selectValidation,
} from '../../../../machines/table-payment/table-payment.selectors.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmailField } from '../../../ui/form/email-field.tsx';
import { FormError } from '../../../ui/form/form-error.tsx';
import { ReceiptCpf } from '../receipt-cpf.tsx';
import { paymentMessage } from '../table-messages.ts';
import { CustomAmount } from './custom-amount.tsx';
import { EqualShares } from './equal-shares.tsx';
import { FeeAndTip } from './fee-and-tip.tsx';
import { ItemShares } from './item-shares.tsx';
import { choiceOf, type MethodChoice, MethodPicker } from './method-picker.tsx';
import { ModePicker } from './mode-picker.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { useRaceMessage } from './race-message.ts';

export interface PaymentChoice {
  choice: MethodChoice | undefined;
  /** A new card is chosen but not yet given (a saved card may still be in the machine). */
  needsNewCard: boolean;
}

/** The choosing step: what to pay, service and tip, the receipt's CPF (and a guest's e-mail) and how to pay. */
export function PaymentChooser({
  actor,
  onChoice,
}: {
  actor: TablePaymentActor;
  onChoice: (choice: PaymentChoice) => void;
}) {
  const { t } = useLingui();
  const mode = useSelector(actor, selectMode);
  const document = useSelector(actor, selectDocument);
  const cpfProblem = useSelector(actor, (snapshot) => selectValidation(snapshot).document);
  const isGuest = useSelector(actor, selectIsGuest);
  const email = useSelector(actor, selectEmail);
  const emailProblem = useSelector(actor, (snapshot) => selectValidation(snapshot).email);
  // The e-mail is checked once the diner leaves the field, not while they type it.
  const [emailTouched, setEmailTouched] = useState(false);
  const error = useSelector(actor, selectError);
  const race = useSelector(actor, selectRace);
  const raceMessage = useRaceMessage();
  const method = useSelector(actor, selectMethod);
  const card = useSelector(actor, selectCard);
  const [choice, setChoice] = useState(() => choiceOf(method, card));
  const [editingCard, setEditingCard] = useState(false);
  const token = card?.kind === 'new' ? card.token : undefined;

  // A new card arrived from the provider: show it instead of the form.
  useEffect(() => {
    if (token !== undefined) setEditingCard(false);
  }, [token]);

  useEffect(() => {
    onChoice({ choice, needsNewCard: choice === 'new' && (card?.kind !== 'new' || editingCard) });
  }, [choice, card, editingCard, onChoice]);

  return (
    <div className="pay-chooser">
      {error !== undefined && (
        <div className="pay-notice">
          <FormError>{race ? raceMessage(race) : t(paymentMessage(error))}</FormError>
          <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'error.dismiss' })}>
            <Trans>Dismiss</Trans>
          </Button>
        </div>
      )}
      <Card as="section" className="pay-section">
        <ModePicker actor={actor} />
        {mode === 'items' && <ItemShares actor={actor} />}
        {mode === 'equal' && <EqualShares actor={actor} />}
        {mode === 'custom' && <CustomAmount actor={actor} />}
      </Card>
      <Card as="section" className="pay-section">
        <FeeAndTip actor={actor} />
        <QuoteSummary actor={actor} />
      </Card>
      <Card as="section" className="pay-section">
        <MethodPicker
          actor={actor}
          choice={choice}
          onChoose={setChoice}
          editingCard={editingCard}
          onEditCard={setEditingCard}
        />
      </Card>
      <Card as="section" className="pay-section" aria-labelledby="receipt-title">
        <h2 id="receipt-title" className="pay-section__title">
          <Trans>Receipt</Trans>
        </h2>
        <ReceiptCpf
          cpf={document.cpf}
          include={document.include}
          onChange={(next) => actor.send({ type: 'document.set', ...next })}
          error={cpfProblem === undefined ? undefined : t`This CPF is not valid. Check the numbers.`}
        />
        {isGuest && (
          <EmailField
            label={t`E-mail for the receipt (optional)`}
            hint={t`We'll send your receipt there.`}
            value={email}
            onChange={(event) => actor.send({ type: 'email.set', email: event.target.value })}
            onBlur={() => setEmailTouched(true)}
            error={
              emailProblem !== undefined && emailTouched
                ? t`This e-mail doesn't look right. Check it or leave it empty.`
                : undefined
            }
          />
        )}
      </Card>
    </div>
  );
}
