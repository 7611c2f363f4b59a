import { Trans, useLingui } from '@lingui/react/macro';
import type { Place } from '../../../machines/geolocation/geolocation.types.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Icon } from '../../ui/icon.tsx';

export interface PlaceCardProps {
  place: Pick<Place, 'street' | 'district' | 'city' | 'state' | 'postalCode'>;
  /** The place as the customer wrote it (with the number), when known. */
  line?: string;
  onChange?: () => void;
}

/** Where the wizard found: the street, then district, city and CEP; a way back to look again. */
export function PlaceCard({ place, line, onChange }: PlaceCardProps) {
  const { t } = useLingui();
  return (
    <Card className="place-card">
      <Icon name="pin" size={24} className="place-card__icon" />
      <div className="place-card__text">
        <p className="place-card__street">{line ?? place.street}</p>
        <p className="place-card__detail">
          {place.district} · {place.city}, {place.state} · {t`CEP`} {place.postalCode}
        </p>
      </div>
      {onChange && (
        <Button variant="ghost" size="sm" onClick={onChange}>
          <Trans>Change</Trans>
        </Button>
      )}
    </Card>
  );
}
