import type { ReactNode } from 'react';
import type { MenuItem } from '../../../machines/table-order/table-order.types.ts';
import { cx } from '../../ui/class-names.ts';
import { useMoney } from './use-money.ts';
import './dish-button.css';

interface DishButtonProps {
  item: MenuItem;
  /** What a dish the store disabled says instead of its price (shown, never dropped). */
  unavailableLabel: string;
  /** A line under the price, e.g. how many are in the table's order. */
  note?: ReactNode;
  onOpen: () => void;
}

/**
 * A dish as the delivery menu and the table's menu show it: its picture (lazy, its size reserved),
 * name, description and price. Tapping it opens its sheet.
 */
export function DishButton({ item, unavailableLabel, note, onOpen }: DishButtonProps) {
  const money = useMoney();
  return (
    <button
      type="button"
      className={cx('dish-button', !item.available && 'dish-button--unavailable')}
      disabled={!item.available}
      onClick={onOpen}
    >
      <img
        className="dish-button__image"
        src={item.image}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        decoding="async"
      />
      <span className="dish-button__text">
        <span className="dish-button__name">{item.name}</span>
        <span className="dish-button__description">{item.description}</span>
        <span className="dish-button__price">
          {item.available ? money(item.priceCents) : unavailableLabel}
        </span>
        {note}
      </span>
    </button>
  );
}
