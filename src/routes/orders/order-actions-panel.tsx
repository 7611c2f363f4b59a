import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  selectInvoiceError,
  selectInvoiceSentTo,
  selectIsRebuying,
  selectIsSendingInvoice,
  selectMissing,
  selectRebuyError,
} from '../../../machines/order-actions/order-actions.selectors.ts';
import type { OrderActionsActor } from '../../../machines/orders/orders.selectors.ts';
import { selectUser } from '../../../machines/user/user.selectors.ts';
import { errorMessages } from '../../api/error-messages.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmailField } from '../../ui/form/email-field.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';

/** "Order again": the cart refilled by the API, what it could not put back said before going on. */
function Rebuy({ actions }: { actions: OrderActionsActor }) {
  const { t } = useLingui();
  const rebuying = useSelector(actions, selectIsRebuying);
  const missing = useSelector(actions, selectMissing);
  const error = useSelector(actions, selectRebuyError);
  return (
    <>
      <Button
        fullWidth
        size="lg"
        icon="refresh"
        loading={rebuying}
        onClick={() => actions.send({ type: 'rebuy.start' })}
      >
        <Trans>Order again</Trans>
      </Button>
      {error !== undefined && (
        <FormError>
          {error === 'default'
            ? t`We couldn't add this order to your cart. Please try again.`
            : t(errorMessages[error] ?? errorMessages.default)}
        </FormError>
      )}
      {missing.length > 0 && (
        <div className="order-missing" role="alert">
          <p className="order-missing__title">
            <Icon name="alert" size={20} />
            <Trans>Your cart is ready, but these are no longer available:</Trans>
          </p>
          <ul className="order-missing__list">
            {missing.map((line) => (
              <li key={line.name}>
                {line.name} —{' '}
                {line.reason === 'optionsChanged' ? t`its options changed` : t`not available now`}
              </li>
            ))}
          </ul>
          <div className="order-missing__actions">
            <Button onClick={() => actions.send({ type: 'rebuy.continue' })}>
              <Trans>Go to the menu and cart</Trans>
            </Button>
            <Button variant="ghost" onClick={() => actions.send({ type: 'rebuy.dismiss' })}>
              <Trans>Stay here</Trans>
            </Button>
          </div>
        </div>
      )}
    </>
  );
}

/** The invoice by e-mail, to the customer's address or one they type. */
function Invoice({ actions }: { actions: OrderActionsActor }) {
  const { t } = useLingui();
  const { user } = useAppActors();
  const known = useSelector(user, (snapshot) => selectUser(snapshot)?.email ?? '');
  const [email, setEmail] = useState(known);
  const sending = useSelector(actions, selectIsSendingInvoice);
  const sentTo = useSelector(actions, selectInvoiceSentTo);
  const error = useSelector(actions, selectInvoiceError);
  const message =
    error === undefined
      ? undefined
      : error === 'invalidEmail'
        ? t`Enter a valid e-mail address.`
        : t(errorMessages[error] ?? errorMessages.default);
  return (
    <Card as="section" className="order-card" aria-labelledby="order-invoice-title">
      <h2 id="order-invoice-title" className="order-card__title">
        <Trans>Invoice</Trans>
      </h2>
      {sentTo !== undefined ? (
        <p className="order-invoice__sent" role="status">
          <Icon name="check-circle" size={20} />
          {t`Invoice sent to ${sentTo}.`}
        </p>
      ) : (
        <form
          className="order-invoice"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actions.send({ type: 'invoice.send', email });
          }}
        >
          <EmailField
            label={t`E-mail`}
            value={email}
            error={message}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="secondary" loading={sending}>
            <Trans>Send invoice by e-mail</Trans>
          </Button>
        </form>
      )}
    </Card>
  );
}

/** What can be done with the order: order it again; its invoice once it is paid. */
export function OrderActionsPanel({ actions, paid }: { actions: OrderActionsActor; paid: boolean }) {
  return (
    <>
      <div className="order-rebuy">
        <Rebuy actions={actions} />
      </div>
      {paid && <Invoice actions={actions} />}
    </>
  );
}
