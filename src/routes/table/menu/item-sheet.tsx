import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { TableOrderActor } from '../../../../machines/table/table.selectors.ts';
import { findItem } from '../../../../machines/table-order/table-order.rules.ts';
import {
  selectDraft,
  selectDraftSummary,
  selectError,
  selectIsBusy,
  selectOpenedItemId,
} from '../../../../machines/table-order/table-order.selectors.ts';
import type { Draft, OptionGroup } from '../../../../machines/table-order/table-order.types.ts';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form/form-error.tsx';
import { Modal } from '../../../ui/modal/modal.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { orderMessage } from '../table-messages.ts';
import { useMoney } from '../use-money.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

const NOTE_MAX = 140;

function GroupHint({ group }: { group: OptionGroup }) {
  if (group.min > 0) {
    return group.min === group.max ? (
      <Trans>Required · choose {group.min}</Trans>
    ) : (
      <Trans>
        Required · choose {group.min} to {group.max}
      </Trans>
    );
  }
  return group.max === 1 ? <Trans>Optional</Trans> : <Trans>Optional · up to {group.max}</Trans>;
}

function OptionGroupField({
  group,
  draft,
  missing,
  onToggle,
}: {
  group: OptionGroup;
  draft: Draft;
  missing: boolean;
  onToggle: (choiceId: string) => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  // A radio only where exactly one choice is required: elsewhere a second tap must undo a choice.
  const type = group.min === 1 && group.max === 1 ? 'radio' : 'checkbox';
  return (
    <fieldset className={missing ? 'item-sheet__group item-sheet__group--missing' : 'item-sheet__group'}>
      <legend className="item-sheet__legend">
        <span>{group.name}</span>
        <span className="item-sheet__hint">
          <GroupHint group={group} />
        </span>
      </legend>
      {group.choices.map((choice) => (
        <label key={choice.id} className="item-sheet__choice">
          <input
            type={type}
            name={group.id}
            checked={draft.choiceIds.includes(choice.id)}
            disabled={!choice.available}
            onChange={() => onToggle(choice.id)}
          />
          <span className="item-sheet__choice-name">{choice.name}</span>
          <span className="item-sheet__choice-price">
            {!choice.available ? t`Sold out` : choice.priceCents > 0 ? `+ ${money(choice.priceCents)}` : ''}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A dish's sheet: its options, a note to the kitchen, how many, and "Add". */
export function ItemSheet({ actor }: { actor: TableOrderActor }) {
  const { t } = useLingui();
  const money = useMoney();
  const item = useSelector(actor, (snapshot) =>
    findItem(snapshot.context.menu?.sections, selectOpenedItemId(snapshot) ?? ''),
  );
  const draft = useSelector(actor, selectDraft);
  const summary = useSelector(actor, selectDraftSummary);
  const busy = useSelector(actor, selectIsBusy);
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ item: 'failed' }));
  const error = useSelector(actor, selectError);
  const body = useRef<HTMLDivElement>(null);

  // "Add" with a required group empty: show that group, wherever the diner had scrolled to.
  useEffect(() => {
    if (error === 'optionsRequired')
      body.current?.querySelector('.item-sheet__group--missing')?.scrollIntoView({ block: 'start' });
  }, [error]);

  if (item === undefined) return null;
  const close = () => actor.send({ type: 'item.close' });

  return (
    <Modal
      open
      onClose={close}
      title={item.name}
      closeButton
      className="order-sheet"
      actions={
        draft &&
        summary && (
          <Button size="lg" fullWidth onClick={() => actor.send({ type: 'item.add' })}>
            <Trans>Add · {money(summary.totalCents)}</Trans>
          </Button>
        )
      }
    >
      <div className="order-sheet__body" ref={body}>
        <img className="item-sheet__image" src={item.image} alt="" width={320} height={180} />
        <p className="item-sheet__description">{item.description}</p>
        {busy && <Skeleton shape="block" height="8rem" />}
        {failed && (
          <>
            <FormError>{error && t(orderMessage(error))}</FormError>
            <Button variant="secondary" icon="refresh" onClick={() => actor.send({ type: 'item.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          </>
        )}
        {draft && summary && (
          <div className="item-sheet__form">
            {draft.groups.map((group) => (
              <OptionGroupField
                key={group.id}
                group={group}
                draft={draft}
                missing={error === 'optionsRequired' && summary.missing.includes(group.id)}
                onToggle={(choiceId) => actor.send({ type: 'choice.toggle', groupId: group.id, choiceId })}
              />
            ))}
            <label className="item-sheet__note">
              <span>
                <Trans>Note for the kitchen (optional)</Trans>
              </span>
              <textarea
                rows={2}
                maxLength={NOTE_MAX}
                value={draft.note}
                placeholder={t`E.g. no onion`}
                onChange={(event) => actor.send({ type: 'note.change', note: event.target.value })}
              />
            </label>
            <div className="item-sheet__quantity">
              <span>
                <Trans>How many?</Trans>
              </span>
              <QuantityStepper
                value={draft.quantity}
                name={item.name}
                onChange={(quantity) => actor.send({ type: 'quantity.set', quantity })}
              />
            </div>
            <FormError>{error === 'optionsRequired' && t(orderMessage(error))}</FormError>
          </div>
        )}
      </div>
    </Modal>
  );
}
