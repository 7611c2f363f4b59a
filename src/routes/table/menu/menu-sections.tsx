import { useLingui } from '@lingui/react/macro';
import type { MenuSection, OrderLine } from '../../../../machines/table-order/table-order.types.ts';
import { Card } from '../../../ui/card.tsx';
import { useMoney } from '../../shared/use-money.ts';

interface MenuSectionsProps {
  sections: MenuSection[];
  lines: OrderLine[];
  onOpen: (itemId: string) => void;
}

/** The menu by category, with a row of chips to jump between them; each dish opens its sheet. */
export function MenuSections({ sections, lines, onOpen }: MenuSectionsProps) {
  const { t } = useLingui();
  const money = useMoney();
  const inOrder = (itemId: string) =>
    lines.filter((line) => line.itemId === itemId).reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className="table-menu">
      <nav className="table-menu__jump" aria-label={t`Categories`}>
        {sections.map((section) => (
          <a key={section.id} href={`#menu-${section.id}`} className="table-menu__chip">
            {section.name}
          </a>
        ))}
      </nav>
      {sections.map((section) => (
        <Card
          as="section"
          key={section.id}
          className="table-menu__section"
          aria-labelledby={`menu-${section.id}`}
        >
          <h2 id={`menu-${section.id}`} className="table-menu__title">
            {section.name}
          </h2>
          <ul className="table-menu__items">
            {section.items.map((item) => {
              const count = inOrder(item.id);
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className="table-menu__item"
                    disabled={!item.available}
                    onClick={() => onOpen(item.id)}
                  >
                    <img
                      className="table-menu__image"
                      src={item.image}
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                    />
                    <span className="table-menu__text">
                      <span className="table-menu__name">{item.name}</span>
                      <span className="table-menu__description">{item.description}</span>
                    </span>
                    <span className="table-menu__price">
                      {item.available ? money(item.priceCents) : t`Sold out`}
                      {count > 0 && <span className="table-menu__count">{t`${count} in your order`}</span>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </Card>
      ))}
    </div>
  );
}
