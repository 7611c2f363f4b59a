import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import {
  selectCheckoutOption as selectCheckoutOptionActor,
  selectIsAddressPickerOpen,
  selectPicksSavedAddress,
} from '../../../machines/app/app.selectors.ts';
import { selectOption } from '../../../machines/checkout-option/checkout-option.selectors.ts';
import { formatLocation } from '../../../machines/geolocation/formatted-location.ts';
import {
  selectDeliveryPoint,
  selectIsLoading,
  selectMainAddress,
  selectRestaurant,
  selectStoreGeolocation,
} from '../../../machines/startup/startup.selectors.ts';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';
import { CheckoutOptionSwitch } from './checkout-option-switch.tsx';
import { StoreSummary } from './store-summary.tsx';

const AddressPicker = lazy(() =>
  import('./address-picker.tsx').then(({ AddressPicker }) => ({ default: AddressPicker })),
);

/** Where the order goes: the address (or a way to give one), delivery or takeout, and the store serving it. */
export function StoreHeader() {
  const { t } = useLingui();
  const { app, startup } = useAppActors();
  const checkoutOption = useSelector(app, selectCheckoutOptionActor);
  const option = useSelector(checkoutOption, selectOption);
  const restaurant = useSelector(startup, selectRestaurant);
  const answer = useSelector(startup, selectStoreGeolocation);
  const address = useSelector(startup, selectMainAddress);
  const located = useSelector(startup, (snapshot) => selectDeliveryPoint(snapshot) !== undefined);
  const loading = useSelector(startup, selectIsLoading);
  const picks = useSelector(app, selectPicksSavedAddress);
  const picking = useSelector(app, selectIsAddressPickerOpen);

  return (
    <div className="store-header">
      <button
        type="button"
        className="store-header__address"
        aria-haspopup={picks ? 'dialog' : undefined}
        onClick={() => app.send({ type: 'addressPicker.open' })}
      >
        <Icon name="pin" size={20} />
        {address ? (
          <span>
            <span className="store-header__label">
              {option === 'delivery' ? t`Delivering to` : t`Your address`}
            </span>{' '}
            {formatLocation(address)}
          </span>
        ) : (
          <span>
            <Trans>Where should we deliver? Set your address</Trans>
          </span>
        )}
        <Icon name="chevron-right" size={18} className="store-header__chevron" />
      </button>
      <CheckoutOptionSwitch
        value={option}
        restaurant={restaurant}
        onChange={(next) => checkoutOption.send({ type: 'checkoutOption.change', option: next })}
      />
      {picking && (
        <Suspense>
          <AddressPicker />
        </Suspense>
      )}
      {loading ? (
        <Skeleton shape="block" height="7.5rem" />
      ) : restaurant && located ? (
        <StoreSummary restaurant={restaurant} option={option} answer={answer} />
      ) : (
        <p className="store-header__hint">
          <Trans>
            Tell us where you are to see the restaurant that serves you, its delivery time and fee.
          </Trans>
        </p>
      )}
    </div>
  );
}
