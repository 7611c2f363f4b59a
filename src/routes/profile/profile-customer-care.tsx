import { Trans } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { customerCareLogic } from '../../app/customer-care-logic.ts';
import { Icon } from '../../ui/icon.tsx';
import { CustomerCareSheet } from '../shared/customer-care-sheet.tsx';

/**
 * "Customer care" among the profile's entries (the phone's hub, the profile's menu). No flow owns
 * these pages, so the entry runs the customer care chart for as long as it is shown.
 */
export function ProfileCustomerCare() {
  const care = useActorRef(customerCareLogic, { input: { source: 'profile' } });
  return (
    <>
      <button type="button" className="customer-care__entry" onClick={() => care.send({ type: 'care.open' })}>
        <Icon name="info" size={24} className="customer-care__entry-icon" />
        <span className="customer-care__entry-text">
          <Trans>Customer care</Trans>
        </span>
        <span aria-hidden="true">›</span>
      </button>
      <CustomerCareSheet care={care} />
    </>
  );
}
