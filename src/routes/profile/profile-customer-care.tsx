import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectProfileCustomerCare } from '../../../machines/app/app.selectors.ts';
import { CustomerCareEntry } from '../shared/customer-care-entry.tsx';
import { useAppActors } from '../shell/use-app-actors.ts';

/**
 * "Customer care" among the entries of the profile's menus (the phone's hub, step 0): the app chart
 * runs customer care's chart there (its `profileCustomerCare` region); the entry shows once its code
 * arrived.
 */
export function ProfileCustomerCare() {
  const { t } = useLingui();
  const { app } = useAppActors();
  const care = useSelector(app, selectProfileCustomerCare);
  return care ? <CustomerCareEntry care={care} label={t`Customer care`} /> : null;
}
