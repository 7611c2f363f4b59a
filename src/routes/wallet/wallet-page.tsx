import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { brandName } from '../../../contract/card-brand.ts';
import { layoutOn } from '../../../contract/route-layout.ts';
import { WALLET_PATH } from '../../../contract/routes.ts';
import type { WalletActor } from '../../../machines/app/app.selectors.ts';
import {
  selectCards,
  selectError,
  selectIsBusy,
  selectIsLoading,
  selectIsWalletUnavailable,
  selectLoadFailed,
  selectWalletOf,
} from '../../../machines/wallet/wallet.selectors.ts';
import type { WalletCard } from '../../../machines/wallet/wallet.types.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { LoadingBlocks } from '../../ui/loading-blocks.tsx';
import { CardForm } from '../shared/payment/card-form.tsx';
import { ConfirmCardDelete, SavedCardActions } from '../shared/payment/saved-card-actions.tsx';
import { RouteLayout } from '../shell/route-layout.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import { walletMessage } from './wallet-messages.ts';
import './wallet-page.css';

function Placeholder() {
  const { t } = useLingui();
  return <LoadingBlocks className="wallet__list" label={t`Loading your cards`} heights={['5rem', '5rem']} />;
}

const expiry = (card: WalletCard) =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;

function SavedCards({ wallet }: { wallet: WalletActor }) {
  const { t } = useLingui();
  const cards = useSelector(wallet, selectCards);
  const busy = useSelector(wallet, selectIsBusy);
  const [toDelete, setToDelete] = useState<WalletCard>();
  const nameOf = (card: WalletCard) => t`${brandName(card.brand)} ending ${card.last4}`;
  if (cards.length === 0) {
    return (
      <p className="wallet__message">
        <Trans>No saved cards yet. Add one below to pay faster next time.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="wallet__list" aria-label={t`Your saved cards`}>
        {cards.map((card) => (
          <li key={card.id}>
            <Card className="wallet__card">
              <div className="wallet__card-text">
                <p className="wallet__card-name">{nameOf(card)}</p>
                <p className="wallet__card-detail">
                  {card.holder} · <Trans>valid until {expiry(card)}</Trans>
                </p>
              </div>
              <SavedCardActions
                card={card}
                busy={busy}
                onSetDefault={(cardId) => wallet.send({ type: 'card.setDefault', cardId })}
                onDelete={() => setToDelete(card)}
              />
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmCardDelete
        card={toDelete}
        onDelete={(cardId) => wallet.send({ type: 'card.delete', cardId })}
        onClose={() => setToDelete(undefined)}
      />
    </>
  );
}

function Wallet({ wallet }: { wallet: WalletActor }) {
  const { t } = useLingui();
  const loading = useSelector(wallet, selectIsLoading);
  const loadFailed = useSelector(wallet, selectLoadFailed);
  const busy = useSelector(wallet, selectIsBusy);
  const error = useSelector(wallet, selectError);
  if (loading) return <Placeholder />;
  if (loadFailed) {
    return (
      <div className="wallet__message">
        <FormError>{t(walletMessage(error ?? { key: 'default', during: 'load' }))}</FormError>
        <Button variant="secondary" icon="refresh" onClick={() => wallet.send({ type: 'cards.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <>
      {error !== undefined && error.during !== 'add' && error.during !== 'save' && (
        <FormError>{t(walletMessage(error))}</FormError>
      )}
      <SavedCards wallet={wallet} />
      <section className="wallet__add" aria-labelledby="wallet-add-title">
        <h2 id="wallet-add-title" className="wallet__add-title">
          <Trans>Add a card</Trans>
        </h2>
        <CardForm
          busy={busy}
          error={error?.during === 'add' || error?.during === 'save' ? t(walletMessage(error)) : undefined}
          submitLabel={<Trans>Save card</Trans>}
          onSubmit={(details) => wallet.send({ type: 'card.add', save: true, ...details })}
        />
      </section>
    </>
  );
}

/**
 * /profile/payments: the registered customer's saved cards (spec §7 "Cards"), the default first; a new
 * one is tokenized by the payment provider and only its token reaches our API. The mobile layout on
 * phones, the payment layout otherwise (spec §2).
 */
export function WalletPage() {
  const { t } = useLingui();
  const { app, device } = useAppActors();
  const wallet = useSelector(app, selectWalletOf);
  const unavailable = useSelector(app, selectIsWalletUnavailable);
  return (
    <RouteLayout layout={layoutOn(WALLET_PATH, device.isMobile)} title={t`Payment methods`}>
      <div className="wallet">
        {wallet !== undefined ? (
          <Wallet wallet={wallet} />
        ) : unavailable ? (
          <FormError>{t`Your cards could not be opened. Check your connection and come back to this page.`}</FormError>
        ) : (
          <Placeholder />
        )}
      </div>
    </RouteLayout>
  );
}
