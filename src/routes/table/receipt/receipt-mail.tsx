import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TableReceiptActor } from '../../../../machines/table/table.selectors.ts';
import {
  selectEmail,
  selectEmailProblem,
  selectIsSending,
  selectSendError,
  selectSentTo,
} from '../../../../machines/table-receipt/table-receipt.selectors.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmailField } from '../../../ui/form/email-field.tsx';
import { FormError } from '../../../ui/form/form-error.tsx';
import { tableMessage } from '../table-messages.ts';

/** The receipt by e-mail, to the address the diner gives, whenever they ask. */
export function ReceiptMail({ actor }: { actor: TableReceiptActor }) {
  const { t } = useLingui();
  const email = useSelector(actor, selectEmail);
  const problem = useSelector(actor, selectEmailProblem);
  const sending = useSelector(actor, selectIsSending);
  const sentTo = useSelector(actor, selectSentTo);
  const error = useSelector(actor, selectSendError);
  return (
    <Card as="section" className="receipt-mail" aria-labelledby="receipt-mail-title">
      <h2 id="receipt-mail-title" className="receipt__title">
        <Trans>Receipt by e-mail</Trans>
      </h2>
      <form
        className="receipt-mail__form"
        aria-labelledby="receipt-mail-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'receipt.send' });
        }}
      >
        <EmailField
          label={t`Send it to`}
          value={email}
          onChange={(event) => actor.send({ type: 'email.set', email: event.target.value })}
          error={
            problem === 'invalidEmail'
              ? t`This e-mail doesn't look right. Check it.`
              : problem === 'emailRequired'
                ? t`Type the e-mail to send it to.`
                : undefined
          }
        />
        <Button type="submit" variant="secondary" fullWidth loading={sending}>
          {sentTo === undefined ? <Trans>Send by e-mail</Trans> : <Trans>Send again</Trans>}
        </Button>
      </form>
      {sentTo !== undefined && (
        <p className="receipt-mail__sent" role="status">
          <Trans>Sent to {sentTo}.</Trans>
        </p>
      )}
      {error !== undefined && <FormError>{t(tableMessage(error))}</FormError>}
    </Card>
  );
}
