import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PixCharge } from '../../../../machines/table-payment/table-payment.types.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { PixCode } from './pix-code.tsx';
import { PixCountdown } from './pix-countdown.tsx';
import './pix.css';

/**
 * A PIX charge to pay, an order's or a share of the bill's: its time left, the code, that the page
 * waits for the bank by itself, and how to pay; `paid` says what paying does.
 */
export function PixPanel({
  pix,
  amount,
  action,
  paid,
}: {
  pix: PixCharge;
  amount?: ReactNode;
  action?: ReactNode;
  paid: ReactNode;
}) {
  return (
    <div className="pix-page">
      {amount}
      <PixCountdown pix={pix} />
      <PixCode pix={pix} />
      <p className="pix-page__waiting" role="status">
        <Spinner size="sm" />
        <Trans>Waiting for the payment… this page updates by itself.</Trans>
      </p>
      {action}
      <ol className="pix-page__steps">
        <li>
          <Trans>Open your bank's app and choose PIX.</Trans>
        </li>
        <li>
          <Trans>Scan the QR code or paste the code.</Trans>
        </li>
        <li>{paid}</li>
      </ol>
    </div>
  );
}
