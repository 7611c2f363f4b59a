import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { CardDetails } from '../../../../machines/table-payment/table-payment.types.ts';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form/form-error.tsx';
import { MaskedTextField } from '../../../ui/form/masked-text-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import './card-form.css';

const empty = { number: '', holder: '', expiry: '', cvv: '' };

function problemsOf(card: typeof empty) {
  const [month = '', year = ''] = card.expiry.split('/');
  return {
    number: !/^\d{13,19}$/.test(card.number),
    holder: card.holder.trim() === '',
    expiry: !/^\d{2}$/.test(year) || Number(month) < 1 || Number(month) > 12,
    cvv: !/^\d{3,4}$/.test(card.cvv),
  };
}

export interface CardFormProps {
  /** The details go straight to the payment provider to be tokenized. */
  onSubmit: (card: CardDetails) => void;
  busy: boolean;
  /** Why the last card was refused, in words. */
  error?: string;
  /** What the button says; "Use this card" by default. */
  submitLabel?: ReactNode;
  /** Extra fields under the card's (e.g. "save this card"). */
  children?: ReactNode;
}

/**
 * A new card: its details go straight to the payment provider to be tokenized; the page keeps them
 * only until then, and the app only ever holds the token.
 */
export function CardForm({ onSubmit, busy, error, submitLabel, children }: CardFormProps) {
  const { t } = useLingui();
  const [card, setCard] = useState(empty);
  const [tried, setTried] = useState(false);
  const problems = problemsOf(card);
  const show = (problem: boolean, message: string) => (tried && problem ? message : undefined);
  const set = (field: keyof typeof empty) => (value: string) =>
    setCard((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    const [expMonth = '', expYear = ''] = card.expiry.split('/');
    onSubmit({ number: card.number, holder: card.holder, expMonth, expYear, cvv: card.cvv });
    setCard(empty);
    setTried(false);
  }

  return (
    <form className="card-form" noValidate onSubmit={submit} aria-label={t`New card`}>
      <MaskedTextField
        label={t`Card number`}
        name="cardnumber"
        autoComplete="cc-number"
        mask="#### #### #### #######"
        value={card.number}
        onValueChange={({ unmasked }) => set('number')(unmasked)}
        error={show(problems.number, t`Check the card number.`)}
      />
      <TextField
        label={t`Name on the card`}
        name="ccname"
        autoComplete="cc-name"
        autoCapitalize="characters"
        value={card.holder}
        onChange={(event) => set('holder')(event.target.value)}
        error={show(problems.holder, t`Enter the name as printed on the card.`)}
      />
      <div className="card-form__row">
        <MaskedTextField
          label={t`Expiry (MM/YY)`}
          name="cc-exp"
          autoComplete="cc-exp"
          mask="##/##"
          value={card.expiry}
          onValueChange={({ masked }) => set('expiry')(masked)}
          error={show(problems.expiry, t`Check the date.`)}
        />
        <MaskedTextField
          label={t`CVV`}
          name="cvc"
          autoComplete="cc-csc"
          mask="####"
          value={card.cvv}
          onValueChange={({ unmasked }) => set('cvv')(unmasked)}
          error={show(problems.cvv, t`3 or 4 digits.`)}
        />
      </div>
      {children}
      <FormError>{error}</FormError>
      <Button type="submit" variant="secondary" fullWidth loading={busy}>
        {submitLabel ?? <Trans>Use this card</Trans>}
      </Button>
      <p className="card-form__hint">
        <Trans>
          Your card details go straight to our payment provider; we never see or store the number.
        </Trans>
      </p>
    </form>
  );
}
