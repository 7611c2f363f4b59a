import type { ReactNode } from 'react';
import { Icon } from '../../../ui/icon.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import './payment-outcome.css';

/**
 * Where a payment stands, as a badge and a title: under way, done or needing the payer. The table's
 * payment pages title the page with it (`h1`, focused on arrival); the checkout shows it under its own.
 */
export function PaymentOutcome({
  tone,
  title,
  level = 1,
  children,
}: {
  tone: 'busy' | 'success' | 'warning';
  title: string;
  level?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`pay-outcome pay-outcome--${tone}`} aria-labelledby="pay-outcome-title">
      <span className="pay-outcome__badge">
        {tone === 'busy' ? (
          <Spinner size="lg" />
        ) : (
          <Icon name={tone === 'success' ? 'check-circle' : 'alert'} size={40} />
        )}
      </span>
      <Heading id="pay-outcome-title" className="pay-outcome__title" tabIndex={-1}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
