import { type ReactNode, useId } from 'react';
import './offer-card.css';

/**
 * Something the app offers once the customer got what they came for (install it, be notified): a
 * title, why, and the two answers, the decline first.
 */
export function OfferCard({
  title,
  text,
  actions,
}: {
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="offer-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="offer-card__title">
        {title}
      </h2>
      <p className="offer-card__text">{text}</p>
      <div className="offer-card__actions">{actions}</div>
    </section>
  );
}
