import { useLingui } from '@lingui/react/macro';
import type { MenuSection, OrderLine } from '../../../../machines/table-order/table-order.types.ts';
import { Card } from '../../../ui/card.tsx';
import { DishButton } from '../../shared/dish-button.tsx';

interface MenuSectionsProps {
  sections: MenuSection[];
  lines: OrderLine[];
  onOpen: (itemId: string) => void;
}

/** The menu by category, with a row of chips to jump between them; each dish opens its sheet. */
export function MenuSections({ sections, lines, onOpen }: MenuSectionsProps) {
  const { t } = useLingui();
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
                  <DishButton
                    item={item}
                    unavailableLabel={t`Sold out`}
                    note={count > 0 && <span className="table-menu__count">{t`${count} in your order`}</span>}
                    onOpen={() => onOpen(item.id)}
                  />
                </li>
              );
            })}
          </ul>
        </Card>
      ))}
    </div>
  );
}
