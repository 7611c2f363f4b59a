import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { CheckoutActor } from '../../../machines/app/app.selectors.ts';
import { selectContact } from '../../../machines/checkout/checkout.selectors.ts';
import type { TypedContact } from '../../../machines/checkout/checkout.types.ts';
import { Card } from '../../ui/card.tsx';
import { PhoneField } from '../../ui/form/phone-field.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** A guest's name and mobile: whom the restaurant and the courier call about the order. */
export function GuestContact({ actor }: { actor: CheckoutActor }) {
  const { t } = useLingui();
  const contact = useSelector(actor, selectContact);
  const change = (next: Partial<TypedContact>) => actor.send({ type: 'contact.change', ...contact, ...next });
  return (
    <Card as="section" className="checkout-section" aria-labelledby="checkout-contact-title">
      <h2 id="checkout-contact-title" className="checkout-section__title">
        <Trans>Who should we call?</Trans>
      </h2>
      <p className="checkout-section__hint">
        <Trans>The restaurant and the courier call this number if they need you.</Trans>
      </p>
      <TextField
        label={t`Your name`}
        name="name"
        autoComplete="name"
        required
        maxLength={120}
        value={contact.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <PhoneField
        label={t`Mobile number`}
        name="phone"
        required
        value={{ iso: contact.iso, number: contact.number }}
        onValueChange={({ iso, dialCode, number }) => change({ iso, dialCode, number })}
      />
    </Card>
  );
}
