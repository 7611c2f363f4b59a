import { Trans, useLingui } from '@lingui/react/macro';
import type { WalletCard } from '../../../machines/wallet/wallet.types.ts';
import { Button } from '../../ui/button.tsx';

export const brandName = (brand: string) =>
  brand === 'unknown' ? '' : brand.charAt(0).toUpperCase() + brand.slice(1);

export interface SavedCardProps {
  card: WalletCard;
  busy: boolean;
  onSetDefault: (cardId: string) => void;
  onDelete: (cardId: string) => void;
}

/** A saved card's actions: make it the default, delete it. */
export function SavedCardActions({ card, busy, onSetDefault, onDelete }: SavedCardProps) {
  const { t } = useLingui();
  const name = t`${brandName(card.brand)} ending ${card.last4}`;
  return (
    <span className="wallet-card__actions">
      {card.isDefault ? (
        <span className="wallet-card__default">
          <Trans>Default</Trans>
        </span>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={t`Make default: ${name}`}
          onClick={() => onSetDefault(card.id)}
        >
          <Trans>Make default</Trans>
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        aria-label={t`Delete: ${name}`}
        onClick={() => onDelete(card.id)}
      >
        <Trans>Delete</Trans>
      </Button>
    </span>
  );
}
