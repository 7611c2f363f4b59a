import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ServiceType } from '../../../contract/schemas/catalog.ts';
import { selectIsRegistered } from '../../../machines/user/user.selectors.ts';
import { Icon } from '../../ui/icon.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';

/** Spec §4: a guest's orders are its guest session's, whose secret only this device keeps. */
function Note({ children }: { children: ReactNode }) {
  const { user } = useAppActors();
  const registered = useSelector(user, selectIsRegistered);
  if (registered) return null;
  return (
    <aside className="guest-orders-note">
      <Icon name="lock" size={18} />
      <p>
        {children}{' '}
        <Trans>
          <Link to="/register">Create an account</Link> to keep your orders on any device.
        </Trans>
      </p>
    </aside>
  );
}

/** On a guest's order: where it is kept, and until when it can be followed. */
export function GuestOrderNote({ checkoutOption }: { checkoutOption: ServiceType }) {
  return (
    <Note>
      {checkoutOption === 'delivery' ? (
        <Trans>
          You ordered without an account: this order is kept on this device, where you can follow it until it
          is delivered.
        </Trans>
      ) : (
        <Trans>
          You ordered without an account: this order is kept on this device, where you can follow it until you
          pick it up.
        </Trans>
      )}
    </Note>
  );
}

/** On a guest's list of orders. */
export function GuestOrdersNote() {
  return (
    <Note>
      <Trans>Orders placed without an account are kept on this device only.</Trans>
    </Note>
  );
}
