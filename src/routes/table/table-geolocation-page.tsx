import { Trans, useLingui } from '@lingui/react/macro';
import {
  selectIsBusy,
  selectIsOutsideIndoorArea,
  selectLocationProblem,
} from '../../../machines/table/table.selectors.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { Icon } from '../../ui/icon.tsx';
import { TablePage } from './table-page.tsx';
import { useTable, useTableSelector } from './use-table.ts';
import './table-menu-page.css';

/** /table/geolocation: the menu opens for diners inside the restaurant; the browser's location says where they are. */
export function TableGeolocationPage() {
  const { t } = useLingui();
  const table = useTable();
  const outside = useTableSelector(selectIsOutsideIndoorArea);
  const checking = useTableSelector(selectIsBusy);
  const problem = useTableSelector(selectLocationProblem);
  const check = () => table.send({ type: 'location.check' });

  const message =
    problem === 'denied'
      ? t`Location permission was denied. Allow it in your browser's settings to see the menu here.`
      : problem === 'unavailable'
        ? t`We couldn't find your location. Check that location is on and try again.`
        : outside
          ? t`It looks like you're not at the restaurant. The menu opens here when you're at your table.`
          : undefined;

  return (
    <TablePage title={t`Are you at the restaurant?`} onBack={() => table.send({ type: 'menu.close' })}>
      <div className="table-geolocation">
        <span className="table-geolocation__badge" aria-hidden="true">
          <Icon name="pin" size={40} />
        </span>
        <p>
          <Trans>
            The menu at the table is for diners inside the restaurant. Share your location once so we can
            check.
          </Trans>
        </p>
        <FormError>{message}</FormError>
        <Button size="lg" fullWidth icon="pin" loading={checking} onClick={check}>
          {outside ? <Trans>Check again</Trans> : <Trans>Share my location</Trans>}
        </Button>
        <Button variant="ghost" fullWidth onClick={() => table.send({ type: 'menu.close' })}>
          <Trans>Back to the bill</Trans>
        </Button>
      </div>
    </TablePage>
  );
}
