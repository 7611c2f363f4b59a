import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { CartActor } from '../../../machines/app/app.selectors.ts';
import { selectItemCount, selectShownTotal } from '../../../machines/cart/cart.selectors.ts';
import { Icon } from '../../ui/icon.tsx';
import { useMoney } from '../shared/use-money.ts';
import { CartSheet } from './cart-sheet.tsx';
import { useCart } from './use-cart.ts';
import './cart.css';

function Bar({ cart }: { cart: CartActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const count = useSelector(cart, selectItemCount);
  const total = useSelector(cart, selectShownTotal);
  return (
    <>
      {count > 0 && (
        <button type="button" className="cart-bar" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <span className="cart-bar__label">
            <Trans>See cart</Trans>
          </span>
          <span className="cart-bar__count">
            <Icon name="bag" size={20} />
            {count}
            <span className="visually-hidden">{t`items`}</span>
          </span>
          <span className="cart-bar__total">{money(total)}</span>
        </button>
      )}
      <CartSheet cart={cart} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The cart's count and running total at the bottom of the menu's screens; it opens the cart. */
export function CartBar() {
  const cart = useCart();
  return cart ? <Bar cart={cart} /> : null;
}
