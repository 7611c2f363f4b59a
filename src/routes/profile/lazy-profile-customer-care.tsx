import { lazy, Suspense } from 'react';

// Customer care's chart, read and sheet come after the profile's own page.
const Entry = lazy(async () => ({
  default: (await import('./profile-customer-care.tsx')).ProfileCustomerCare,
}));

/** "Customer care" among the profile's entries, its code loaded with the page that shows it. */
export function ProfileCustomerCare() {
  return (
    <Suspense fallback={null}>
      <Entry />
    </Suspense>
  );
}
