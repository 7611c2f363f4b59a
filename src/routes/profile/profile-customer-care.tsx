import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import type { CustomerCareActor } from '../../../machines/customer-care/customer-care.selectors.ts';
import { customerCareLogic } from '../../app/customer-care-logic.ts';
import { CustomerCareEntry } from '../shared/customer-care-entry.tsx';

/**
 * "Customer care" among the profile's entries (the phone's hub, the profile's menu). No flow owns
 * these pages, so the entry runs the customer care chart for as long as it is shown (started here
 * rather than with a hook of @xstate/react: the first screen's framework chunk stays as it is).
 */
export function ProfileCustomerCare() {
  const { t } = useLingui();
  const [care, setCare] = useState<CustomerCareActor>();
  useEffect(() => {
    const actor = createActor(customerCareLogic, { input: { source: 'profile' } }).start();
    setCare(actor);
    return () => {
      actor.stop();
    };
  }, []);
  return care ? <CustomerCareEntry care={care} label={t`Customer care`} /> : null;
}
