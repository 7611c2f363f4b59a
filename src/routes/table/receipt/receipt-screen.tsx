import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TableReceiptActor } from '../../../../machines/table/table.selectors.ts';
import {
  selectLoadError,
  selectReceipt,
} from '../../../../machines/table-receipt/table-receipt.selectors.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormError } from '../../../ui/form/form-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { InstallOffer } from '../../shell/install-offer.tsx';
import { PaymentApproved } from '../payment/payment-outcomes.tsx';
import { tableMessage } from '../table-messages.ts';
import { TablePage } from '../table-page.tsx';
import { useTable } from '../use-table.ts';
import { ReceiptDetails } from './receipt-details.tsx';
import { ReceiptMail } from './receipt-mail.tsx';
import './receipt.css';

/** A paid share's receipt, the e-mail that sends it, and the way back to the bill. */
export function ReceiptScreen({ actor }: { actor: TableReceiptActor }) {
  const { t } = useLingui();
  const table = useTable();
  const receipt = useSelector(actor, selectReceipt);
  const loadError = useSelector(actor, selectLoadError);
  const emailed = useSelector(actor, (snapshot) => snapshot.context.emailed);
  const email = useSelector(actor, (snapshot) => snapshot.context.email);
  const back = () => table.send({ type: 'receipt.close' });
  return (
    <TablePage
      title={t`Your receipt`}
      heading={receipt ? 'page' : 'layout'}
      onBack={back}
      footer={
        <Button size="lg" fullWidth onClick={back}>
          <Trans>Back to the bill</Trans>
        </Button>
      }
    >
      <div className="receipt-page">
        {loadError !== undefined && (
          <Card className="receipt-page__failed">
            <FormError>{t(tableMessage(loadError))}</FormError>
            <Button variant="secondary" icon="refresh" onClick={() => actor.send({ type: 'receipt.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          </Card>
        )}
        {receipt === undefined && loadError === undefined && (
          <div aria-busy="true">
            <Skeleton shape="block" height="20rem" />
          </div>
        )}
        {receipt?.details && (
          <>
            <PaymentApproved total={receipt.total} method={receipt.method}>
              <p className="pay-outcome__text">
                {emailed ? (
                  <Trans>Thank you! Your receipt is on its way to {email}.</Trans>
                ) : (
                  <Trans>Thank you! Show this screen to the waiter if they ask.</Trans>
                )}
              </p>
            </PaymentApproved>
            <ReceiptDetails details={receipt.details} total={receipt.total} method={receipt.method} />
            <ReceiptMail actor={actor} />
            <InstallOffer />
          </>
        )}
      </div>
    </TablePage>
  );
}
