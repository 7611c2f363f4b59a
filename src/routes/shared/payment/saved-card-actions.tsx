import { Trans, useLingui } from '@lingui/react/macro';
import { brandName } from '../../../../contract/card-brand.ts';
import type { WalletCard } from '../../../../machines/wallet/wallet.types.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmModal } from '../../../ui/modal/confirm-modal.tsx';
import './saved-card-actions.css';

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

/**
 * The question before a saved card is deleted (on /profile/payments and on /payment): open while a card
 * is asked about; the card goes only once the customer confirms.
 */
export function ConfirmCardDelete({
  card,
  onDelete,
  onClose,
}: {
  card: WalletCard | undefined;
  onDelete: (cardId: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmModal
      open={card !== undefined}
      warning
      title={t`Delete this card?`}
      text={card === undefined ? '' : t`${brandName(card.brand)} ending ${card.last4}`}
      confirmLabel={t`Delete`}
      onConfirm={() => {
        if (card !== undefined) onDelete(card.id);
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
