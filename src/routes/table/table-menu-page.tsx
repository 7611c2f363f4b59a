import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { tableMenuInput, tableMenuLogic } from '../../app/flows/table-menu.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TablePage } from './table-page.tsx';
import { useMoney } from './use-money.ts';
import { useTable } from './use-table.ts';
import './table-menu-page.css';

/**
 * /table/menu: the restaurant's menu at the table. Orders are taken by the waiter for now: the page
 * says so plainly and never pretends to send one.
 */
export function TableMenuPage() {
  const { t } = useLingui();
  const money = useMoney();
  const table = useTable();
  const menu = useActorRef(tableMenuLogic, { input: tableMenuInput(table) });
  const snapshot = useSelector(menu, (state) => state);
  const sections = snapshot.status === 'done' ? snapshot.output : undefined;
  const back = () => table.send({ type: 'menu.close' });

  return (
    <TablePage
      title={t`Menu`}
      onBack={back}
      footer={
        <Button size="lg" fullWidth onClick={() => table.send({ type: 'payment.start' })}>
          <Trans>Pay the bill</Trans>
        </Button>
      }
    >
      <p className="table-menu__note" role="note">
        <Icon name="info" size={20} />
        <span>
          <Trans>
            To order, call the waiter: ordering from your phone is coming soon. New items appear on the bill
            as soon as they are ordered.
          </Trans>
        </span>
      </p>
      {snapshot.status === 'active' && (
        <div className="table-menu" aria-busy="true">
          <Skeleton shape="block" height="10rem" />
          <Skeleton shape="block" height="10rem" />
        </div>
      )}
      {snapshot.status === 'error' && (
        <FormError>{t`We couldn't load the menu. Please try again.`}</FormError>
      )}
      {sections && (
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
                {section.items.map((item) => (
                  <li key={item.id} className="table-menu__item">
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
                      {item.status === 'AVAILABLE' ? money(item.price.value) : t`Sold out`}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </TablePage>
  );
}
