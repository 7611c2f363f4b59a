import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { selectTableOrder, type TableOrderActor } from '../../../machines/table/table.selectors.ts';
import {
  selectError,
  selectIsBasketOpen,
  selectIsItemOpen,
  selectLines,
  selectMenu,
  selectOrderSummary,
} from '../../../machines/table-order/table-order.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useMoney } from '../shared/use-money.ts';
import { ItemSheet } from './menu/item-sheet.tsx';
import { MenuSections } from './menu/menu-sections.tsx';
import { OrderSheet } from './menu/order-sheet.tsx';
import { orderMessage } from './table-messages.ts';
import { TablePage } from './table-page.tsx';
import { useTable, useTableSelector } from './use-table.ts';
import './table-menu-page.css';
import './menu/table-order.css';

/** /table/menu: order more from the table (spec §2, table ordering on); the order goes onto the bill. */
export function TableMenuPage() {
  const order = useTableSelector(selectTableOrder);
  // The order just sent: the table shows the bill next, and the menu the last of it meanwhile.
  const last = useRef(order);
  if (order !== undefined) last.current = order;
  return last.current ? <TableMenu actor={last.current} /> : null;
}

function TableMenu({ actor }: { actor: TableOrderActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const table = useTable();
  const menu = useSelector(actor, selectMenu);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const loadFailed = useSelector(actor, (snapshot) => snapshot.matches('loadFailed'));
  const error = useSelector(actor, selectError);
  const lines = useSelector(actor, selectLines);
  const { count, totalCents } = useSelector(actor, selectOrderSummary);
  const itemOpen = useSelector(actor, selectIsItemOpen);
  const basketOpen = useSelector(actor, selectIsBasketOpen);

  return (
    <TablePage
      title={t`Menu`}
      onBack={() => table.send({ type: 'menu.close' })}
      footer={
        count > 0 ? (
          <Button size="lg" fullWidth icon="bag" onClick={() => actor.send({ type: 'basket.open' })}>
            <Trans>
              See your order · {count} · {money(totalCents)}
            </Trans>
          </Button>
        ) : (
          <Button
            size="lg"
            variant="secondary"
            fullWidth
            onClick={() => table.send({ type: 'payment.start' })}
          >
            <Trans>Pay the bill</Trans>
          </Button>
        )
      }
    >
      <p className="table-menu__note">
        <Icon name="info" size={20} />
        <span>
          <Trans>
            Choose a dish, add it to your order and send it: it goes to the kitchen and onto the table's bill.
          </Trans>
        </span>
      </p>
      {loading && (
        <div className="table-menu" aria-busy="true">
          <Skeleton shape="block" height="10rem" />
          <Skeleton shape="block" height="10rem" />
        </div>
      )}
      {loadFailed && (
        <div className="table-menu">
          <FormError>{error && t(orderMessage(error))}</FormError>
          <Button variant="secondary" icon="refresh" onClick={() => actor.send({ type: 'menu.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {menu && (
        <MenuSections
          sections={menu.sections}
          lines={lines}
          onOpen={(itemId) => actor.send({ type: 'item.open', itemId })}
        />
      )}
      {itemOpen && <ItemSheet actor={actor} />}
      {basketOpen && <OrderSheet actor={actor} />}
    </TablePage>
  );
}
