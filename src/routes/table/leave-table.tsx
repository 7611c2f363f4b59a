import { useLingui } from '@lingui/react/macro';
import { selectStep } from '../../../machines/table/table.location.ts';
import { selectError, selectIsBusy } from '../../../machines/table/table.selectors.ts';
import { ConfirmModal } from '../../ui/modal/confirm-modal.tsx';
import { tableMessage } from './table-messages.ts';
import { useTable, useTableSelector } from './use-table.ts';

/** "Leave the table?": the diner stops following the bill; what they paid stays paid. */
export function LeaveTable({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const table = useTable();
  // Leaving has no page of its own: the machine is between steps until the table lets the diner go.
  const leaving = useTableSelector((snapshot) => selectStep(snapshot) === undefined);
  const busy = useTableSelector(selectIsBusy);
  const error = useTableSelector(selectError);
  const failed = open && leaving && error !== undefined;
  return (
    <ConfirmModal
      open={open}
      warning={failed}
      title={t`Leave the table?`}
      text={
        failed
          ? t(tableMessage(error))
          : t`You'll stop following this bill on your phone. What you've paid stays paid.`
      }
      confirmLabel={failed ? t`Try again` : t`Leave`}
      cancelLabel={t`Stay`}
      busy={open && leaving && busy}
      onConfirm={() => table.send({ type: 'table.leave' })}
      onCancel={() => {
        if (failed) table.send({ type: 'leave.cancel' });
        onClose();
      }}
    />
  );
}
