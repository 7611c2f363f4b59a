import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { CartActor } from '../../../machines/app/app.selectors.ts';
import { selectFulfilment } from '../../../machines/cart/cart.selectors.ts';
import { Icon } from '../../ui/icon.tsx';

/** Where the order goes or is picked up, and about when (the server's estimate for now). */
export function OrderFulfilment({ cart }: { cart: CartActor }) {
  const fulfilment = useSelector(cart, selectFulfilment);
  if (fulfilment === undefined || (fulfilment.kind === 'delivery' && fulfilment.place === undefined))
    return null;
  const { minutes } = fulfilment;
  return (
    <p className="checkout-fulfilment">
      <Icon name={fulfilment.kind === 'takeout' ? 'store' : 'pin'} size={20} />
      {fulfilment.kind === 'takeout' ? (
        <span>
          <Trans>
            Pick up at <strong>{fulfilment.store.name}</strong>, {fulfilment.store.address} · ready in about{' '}
            {minutes} min
          </Trans>
        </span>
      ) : (
        <span>
          <Trans>
            Delivered to <strong>{fulfilment.place}</strong> · in about {minutes} min
          </Trans>
        </span>
      )}
    </p>
  );
}
