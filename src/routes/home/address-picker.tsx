import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  selectAddresses,
  selectChangingId,
  selectError,
  selectIsBusy,
  selectIsLoading,
  selectLoadFailed,
} from '../../../machines/address-book/address-book.selectors.ts';
import {
  type AddressBookActor,
  selectAddressBook,
  selectIsAddressBookUnavailable,
} from '../../../machines/app/app.selectors.ts';
import { formatLocation } from '../../../machines/geolocation/formatted-location.ts';
import { errorMessages } from '../../api/error-messages.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LoadingBlocks } from '../../ui/loading-blocks.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import './address-picker.css';

/** The saved addresses, the one orders go to checked; choosing another makes it the main one. */
function Choices({ book, onDone }: { book: AddressBookActor; onDone: () => void }) {
  const { t } = useLingui();
  const addresses = useSelector(book, selectAddresses);
  const loading = useSelector(book, selectIsLoading);
  const loadFailed = useSelector(book, selectLoadFailed);
  const busy = useSelector(book, selectIsBusy);
  const error = useSelector(book, selectError);
  const changingId = useSelector(book, selectChangingId);
  if (loading)
    return (
      <LoadingBlocks
        className="address-picker__choices"
        label={t`Loading your addresses`}
        heights={['4rem', '4rem']}
      />
    );
  const message = error && t(errorMessages[error] ?? errorMessages.default);
  if (loadFailed) {
    return (
      <div className="address-picker__message">
        <FormError>{message}</FormError>
        <Button variant="secondary" icon="refresh" onClick={() => book.send({ type: 'addresses.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <>
      {message && <FormError>{message}</FormError>}
      <fieldset className="address-picker__choices" disabled={busy} aria-busy={busy || undefined}>
        <legend className="visually-hidden">{t`Your addresses`}</legend>
        {addresses.map((address) => (
          <label key={address.id} className="address-picker__choice">
            <input
              type="radio"
              name="delivery-address"
              checked={changingId === undefined ? address.isMain : changingId === address.id}
              onChange={() =>
                address.isMain ? onDone() : book.send({ type: 'address.setMain', id: address.id })
              }
            />
            <span className="address-picker__place">
              <span className="address-picker__line">{formatLocation(address)}</span>
              {address.complement && <span className="address-picker__detail">{address.complement}</span>}
            </span>
            {changingId === address.id ? (
              <Spinner size="sm" label={t`Changing the address`} />
            ) : (
              address.isMain && <Icon name="check" size={20} className="address-picker__check" />
            )}
          </label>
        ))}
      </fieldset>
    </>
  );
}

/**
 * The home's address chip for a signed-in customer (spec §2 home, §6): their saved addresses to choose
 * where the order goes, a new one through the address wizard, or the address book.
 */
export function AddressPicker() {
  const { t } = useLingui();
  const { app } = useAppActors();
  const book = useSelector(app, selectAddressBook);
  const unavailable = useSelector(app, selectIsAddressBookUnavailable);
  const close = () => app.send({ type: 'addressPicker.close' });
  return (
    <Modal
      open
      onClose={close}
      closeButton
      title={t`Where should we deliver?`}
      className="address-picker"
      actions={
        <>
          <Link to="/profile/addresses" className={buttonClass({ variant: 'ghost', fullWidth: true })}>
            <Trans>Manage addresses</Trans>
          </Link>
          <Button
            fullWidth
            icon="plus"
            onClick={() => app.send({ type: 'location.open', scope: 'register' })}
          >
            <Trans>Add a new address</Trans>
          </Button>
        </>
      }
    >
      {book !== undefined ? (
        <Choices book={book} onDone={close} />
      ) : unavailable ? (
        <FormError>{t`Your addresses could not be opened. Check your connection and try again.`}</FormError>
      ) : (
        <LoadingBlocks
          className="address-picker__choices"
          label={t`Loading your addresses`}
          heights={['4rem', '4rem']}
        />
      )}
    </Modal>
  );
}
