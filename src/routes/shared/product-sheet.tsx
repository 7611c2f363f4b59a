import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Draft, OptionGroup } from '../../../machines/table-order/table-order.types.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useMoney } from './use-money.ts';
import './product-sheet.css';

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
  const errorId = useId();
  // A radio only where exactly one choice is required: elsewhere a second tap must undo a choice.
  const type = group.min === 1 && group.max === 1 ? 'radio' : 'checkbox';
  return (
    <fieldset
      className={missing ? 'item-sheet__group item-sheet__group--missing' : 'item-sheet__group'}
      aria-describedby={missing ? errorId : undefined}
      aria-invalid={missing || undefined}
    >
      <legend className="item-sheet__legend">
        <span>{group.name}</span>
        <span className="item-sheet__hint">
          <GroupHint group={group} />
        </span>
      </legend>
      {missing && (
        <p id={errorId} className="item-sheet__group-error">
          <Trans>Choose an option here to add the dish.</Trans>
        </p>
      )}
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

export interface ProductSheetProps {
  item: { name: string; description: string; image: string };
  /** Undefined while the options load (or failed to). */
  draft: Draft | undefined;
  /** The price as chosen, and the required groups still without a choice. */
  summary: { totalCents: number; missing: string[] } | undefined;
  loading: boolean;
  /** The options did not load: the message, and "try again". */
  failure: string | undefined;
  /** "Add" was tapped with a required group empty: those groups are named and marked. */
  missingShown: boolean;
  /** Over the dish's picture (the delivery menu's heart). */
  headerAction?: ReactNode;
  onClose: () => void;
  onRetry: () => void;
  onAdd: () => void;
  onToggle: (groupId: string, choiceId: string) => void;
  onQuantity: (quantity: number) => void;
  onNote: (note: string) => void;
}

/**
 * A dish's sheet, the table menu's and the delivery menu's (spec §3 "Product"): its option groups,
 * a note to the kitchen, how many, and "Add" with the price as chosen.
 */
export function ProductSheet(props: ProductSheetProps) {
  const { item, draft, summary, loading, failure, missingShown } = props;
  const { t } = useLingui();
  const money = useMoney();
  const body = useRef<HTMLDivElement>(null);
  const [attempts, setAttempts] = useState(0);

  // Each "Add" with a required group empty brings the first such group into sight and puts the focus
  // on its first choice: a screen reader reads the group, its hint and what is missing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt shows the same group again
  useEffect(() => {
    if (!missingShown) return;
    const group = body.current?.querySelector<HTMLElement>('.item-sheet__group--missing');
    group?.scrollIntoView({ block: 'start' });
    group?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
  }, [missingShown, attempts]);

  function add() {
    setAttempts((count) => count + 1);
    props.onAdd();
  }

  const missingNames = draft?.groups
    .filter((group) => summary?.missing.includes(group.id))
    .map((group) => group.name)
    .join(', ');

  return (
    <Modal
      open
      onClose={props.onClose}
      title={item.name}
      closeButton
      className="order-sheet"
      actions={
        draft &&
        summary && (
          <Button size="lg" fullWidth onClick={add}>
            <Trans>Add · {money(summary.totalCents)}</Trans>
          </Button>
        )
      }
    >
      <div className="order-sheet__body" ref={body}>
        <div className="item-sheet__media">
          <img className="item-sheet__image" src={item.image} alt="" width={320} height={180} />
          {props.headerAction && <div className="item-sheet__media-action">{props.headerAction}</div>}
        </div>
        <p className="item-sheet__description">{item.description}</p>
        {loading && <Skeleton shape="block" height="8rem" />}
        {failure !== undefined && (
          <>
            <FormError>{failure}</FormError>
            <Button variant="secondary" icon="refresh" onClick={props.onRetry}>
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
                missing={missingShown && summary.missing.includes(group.id)}
                onToggle={(choiceId) => props.onToggle(group.id, choiceId)}
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
                onChange={(event) => props.onNote(event.target.value)}
              />
            </label>
            <div className="item-sheet__quantity">
              <span>
                <Trans>How many?</Trans>
              </span>
              <QuantityStepper value={draft.quantity} name={item.name} onChange={props.onQuantity} />
            </div>
            <FormError>
              {missingShown && missingNames
                ? t`Choose the options marked as required: ${missingNames}.`
                : null}
            </FormError>
          </div>
        )}
      </div>
    </Modal>
  );
}
