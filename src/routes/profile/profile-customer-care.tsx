import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { customerCareLogic } from '../../app/customer-care-logic.ts';
import { CustomerCareEntry } from '../shared/customer-care-entry.tsx';

/**
 * "Customer care" among the profile's entries (the phone's hub, the profile's menu). No flow owns
 * these pages, so the entry runs the customer care chart for as long as it is shown.
 */
export function ProfileCustomerCare() {
  const { t } = useLingui();
  const care = useActorRef(customerCareLogic, { input: { source: 'profile' } });
  return <CustomerCareEntry care={care} label={t`Customer care`} />;
}
