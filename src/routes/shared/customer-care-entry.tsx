import type { CustomerCareActor } from '../../../machines/customer-care/customer-care.selectors.ts';
import { RowLinkContent, rowLinkClass } from '../../ui/row-link.tsx';
import { CustomerCareSheet } from './customer-care-sheet.tsx';

/** A row that opens customer care ("Customer care", "Need help with this order?"), with its sheet. */
export function CustomerCareEntry({ care, label }: { care: CustomerCareActor; label: string }) {
  return (
    <>
      <button type="button" className={rowLinkClass} onClick={() => care.send({ type: 'care.open' })}>
        <RowLinkContent icon="info" label={label} />
      </button>
      <CustomerCareSheet care={care} />
    </>
  );
}
