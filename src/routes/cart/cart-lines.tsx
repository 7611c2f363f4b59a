import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { CartActor } from '../../../machines/app/app.selectors.ts';
import { selectIsLinePending, selectLines } from '../../../machines/cart/cart.selectors.ts';
import type { CartLine } from '../../../machines/cart/cart.types.ts';
import { QuantityStepper } from '../shared/quantity-stepper.tsx';
import { useMoney } from '../shared/use-money.ts';

function Line({ cart, line }: { cart: CartActor; line: CartLine }) {
  const money = useMoney();
  const pending = useSelector(cart, (snapshot) => selectIsLinePending(snapshot, line.cartOrder));
  const change = (quantity: number) =>
    cart.send(
      quantity === 0
        ? { type: 'cart.removeItem', cartOrder: line.cartOrder }
        : { type: 'cart.updateItem', cartOrder: line.cartOrder, quantity },
    );
  return (
    <li className="cart-line" aria-busy={pending || undefined}>
      <div className="cart-line__text">
        <span className="cart-line__name">{line.name}</span>
        {line.options.length > 0 && (
          <span className="cart-line__options">{line.options.map((option) => option.name).join(', ')}</span>
        )}
        <span className="cart-line__price">{money(line.totalPriceCents)}</span>
      </div>
      <QuantityStepper value={line.quantity} onChange={change} name={line.name} min={0} max={99} />
    </li>
  );
}

/** The cart's lines: quantities change at once and come back if the server refuses. */
export function CartLines({ cart }: { cart: CartActor }) {
  const { t } = useLingui();
  const lines = useSelector(cart, selectLines);
  return (
    <ul className="cart-lines" aria-label={t`Dishes in your cart`}>
      {lines.map((line) => (
        <Line key={line.cartOrder} cart={cart} line={line} />
      ))}
    </ul>
  );
}
