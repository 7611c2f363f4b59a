import type { CustomerCareActor } from '../../../machines/customer-care/customer-care.selectors.ts';
import { Icon } from '../../ui/icon.tsx';
import { CustomerCareSheet } from './customer-care-sheet.tsx';

/** A row that opens customer care ("Customer care", "Need help with this order?"), with its sheet. */
export function CustomerCareEntry({ care, label }: { care: CustomerCareActor; label: string }) {
  return (
    <>
      <button type="button" className="customer-care__entry" onClick={() => care.send({ type: 'care.open' })}>
        <Icon name="info" size={24} className="customer-care__entry-icon" />
        <span className="customer-care__entry-text">{label}</span>
        <span aria-hidden="true">›</span>
      </button>
      <CustomerCareSheet care={care} />
    </>
  );
}
