import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ApiErrorKey } from '../../../contract/errors.ts';
import {
  selectAddresses,
  selectChangingId,
  selectDeletionToConfirm,
  selectError,
  selectIsBusy,
  selectIsLoading,
  selectLoadFailed,
} from '../../../machines/address-book/address-book.selectors.ts';
import {
  type AddressBookActor,
  type CartActor,
  selectAddressBook,
  selectIsAddressBookUnavailable,
} from '../../../machines/app/app.selectors.ts';
import { selectAddressChangeError } from '../../../machines/cart/cart.selectors.ts';
import { formatLocation } from '../../../machines/geolocation/formatted-location.ts';
import type { SavedAddress } from '../../../machines/geolocation/geolocation.types.ts';
import { errorMessages } from '../../api/error-messages.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LoadingBlocks } from '../../ui/loading-blocks.tsx';
import { ConfirmModal } from '../../ui/modal/confirm-modal.tsx';
import { cartErrorText } from '../cart/cart-messages.ts';
import { useCart } from '../cart/use-cart.ts';
import { RouteLayout } from '../shell/route-layout.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import './address-book-page.css';

const messageOf = (key: ApiErrorKey) => errorMessages[key] ?? errorMessages.default;

function Placeholder() {
  const { t } = useLingui();
  return (
    <LoadingBlocks
      className="address-book__list"
      label={t`Loading your addresses`}
      heights={['6.5rem', '6.5rem']}
    />
  );
}

interface AddressRowProps {
  book: AddressBookActor;
  address: SavedAddress;
  busy: boolean;
  changing: boolean;
}

/** One address: where it is, whether it is the main one, and what can be done with it. */
function AddressRow({ book, address, busy, changing }: AddressRowProps) {
  const { t } = useLingui();
  const line = formatLocation(address);
  const details = [address.complement, address.referencePoint, `${t`CEP`} ${address.postalCode}`].filter(
    (part) => part.trim() !== '',
  );
  return (
    <Card className={changing ? 'address-book__card address-book__card--changing' : 'address-book__card'}>
      <div className="address-book__place">
        <Icon name="pin" size={24} className="address-book__icon" />
        <div className="address-book__text">
          <p className="address-book__line">{line}</p>
          <p className="address-book__detail">{details.join(' · ')}</p>
        </div>
        {address.isMain && (
          <span className="address-book__main">
            <Icon name="check" size={16} />
            <Trans>Main</Trans>
          </span>
        )}
      </div>
      <div className="address-book__actions">
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={t`Edit ${line}`}
          onClick={() => book.send({ type: 'address.edit', id: address.id })}
        >
          <Trans>Edit</Trans>
        </Button>
        {!address.isMain && (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            loading={changing}
            aria-label={t`Make main: ${line}`}
            onClick={() => book.send({ type: 'address.setMain', id: address.id })}
          >
            <Trans>Make main</Trans>
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="address-book__delete"
          disabled={busy}
          aria-label={t`Delete ${line}`}
          onClick={() => book.send({ type: 'address.delete', id: address.id })}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
    </Card>
  );
}

/** The open cart could not follow a new main address: it still goes to the one before, and why. */
function CartAddressError({ cart }: { cart: CartActor }) {
  const { i18n } = useLingui();
  const error = useSelector(cart, selectAddressChangeError);
  return error === undefined ? null : <FormError>{cartErrorText(i18n, error)}</FormError>;
}

function CartAddressNotice() {
  const cart = useCart();
  return cart === undefined ? null : <CartAddressError cart={cart} />;
}

function AddressBook({ book }: { book: AddressBookActor }) {
  const { t } = useLingui();
  const addresses = useSelector(book, selectAddresses);
  const loading = useSelector(book, selectIsLoading);
  const loadFailed = useSelector(book, selectLoadFailed);
  const busy = useSelector(book, selectIsBusy);
  const error = useSelector(book, selectError);
  const changingId = useSelector(book, selectChangingId);
  const toDelete = useSelector(book, selectDeletionToConfirm);

  if (loading) return <Placeholder />;
  if (loadFailed) {
    return (
      <div className="address-book__message">
        <FormError>{t(messageOf(error ?? 'default'))}</FormError>
        <Button variant="secondary" icon="refresh" onClick={() => book.send({ type: 'addresses.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <>
      {error !== undefined && <FormError>{t(messageOf(error))}</FormError>}
      <CartAddressNotice />
      {addresses.length === 0 ? (
        <p className="address-book__message">
          <Trans>No addresses yet. Add the one where you want your orders delivered.</Trans>
        </p>
      ) : (
        <ul className="address-book__list" aria-label={t`Your addresses`}>
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressRow book={book} address={address} busy={busy} changing={changingId === address.id} />
            </li>
          ))}
        </ul>
      )}
      <Button
        size="lg"
        fullWidth
        icon="plus"
        disabled={busy}
        onClick={() => book.send({ type: 'address.add' })}
      >
        <Trans>Add an address</Trans>
      </Button>
      <ConfirmModal
        open={toDelete !== undefined}
        warning
        title={t`Delete this address?`}
        text={toDelete === undefined ? '' : formatLocation(toDelete)}
        confirmLabel={t`Delete`}
        onConfirm={() => book.send({ type: 'deletion.confirm' })}
        onCancel={() => book.send({ type: 'deletion.cancel' })}
      />
    </>
  );
}

/** /profile/addresses: the registered customer's address book (spec §6). */
export function AddressBookPage() {
  const { t } = useLingui();
  const { app } = useAppActors();
  const book = useSelector(app, selectAddressBook);
  const unavailable = useSelector(app, selectIsAddressBookUnavailable);
  return (
    <RouteLayout layout="default" title={t`My addresses`}>
      <div className="address-book">
        {book !== undefined ? (
          <AddressBook book={book} />
        ) : unavailable ? (
          <FormError>{t`Your addresses could not be opened. Check your connection and come back to this page.`}</FormError>
        ) : (
          <Placeholder />
        )}
      </div>
    </RouteLayout>
  );
}
