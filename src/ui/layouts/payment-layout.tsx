import { Trans } from '@lingui/react/macro';
import { Icon } from '../icon.tsx';
import { BarLayout, type BarLayoutProps } from './bar-layout.tsx';
import './payment-layout.css';

export type PaymentLayoutProps = Omit<BarLayoutProps, 'nav' | 'renderLink'>;

/** Checkout (/payment, /profile/payments on desktop): no navigation to leave by accident, a secure-payment note. */
export function PaymentLayout({ children, ...props }: PaymentLayoutProps) {
  return (
    <BarLayout {...props} className="payment-layout">
      {children}
      <p className="payment-layout__secure">
        <Icon name="lock" size={16} />
        <Trans>Payments are encrypted and processed securely.</Trans>
      </p>
    </BarLayout>
  );
}
