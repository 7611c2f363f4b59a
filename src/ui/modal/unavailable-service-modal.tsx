import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../button.tsx';
import { Icon, type IconName } from '../icon.tsx';
import { Modal } from './modal.tsx';
import './unavailable-service-modal.css';

export type UnavailableReason = 'closed' | 'outOfArea' | 'outOfHours' | 'unavailableToday';

export interface ServiceHours {
  /** `HH:mm` */
  startTime: string;
  endTime: string;
}

export interface UnavailableServiceModalProps {
  open: boolean;
  reason: UnavailableReason;
  /** Today's hours, listed when the reason is `outOfHours` or `closed`. */
  hours?: readonly ServiceHours[];
  /** What the customer can do instead (takeout, another address), above "Got it". */
  alternatives?: ReactNode;
  onClose: () => void;
}

const icons: Record<UnavailableReason, IconName> = {
  closed: 'store',
  outOfArea: 'pin',
  outOfHours: 'clock',
  unavailableToday: 'calendar',
};

export function UnavailableServiceModal({
  open,
  reason,
  hours = [],
  alternatives,
  onClose,
}: UnavailableServiceModalProps) {
  const { t } = useLingui();
  const showHours = (reason === 'outOfHours' || reason === 'closed') && hours.length > 0;
  const copy: Record<UnavailableReason, { title: string; text: string }> = {
    closed: {
      title: t`The restaurant is closed`,
      text: showHours
        ? t`We're not taking orders right now. Today the restaurant is open:`
        : t`We're not taking orders right now. Please come back a little later — the grill will be fired up again soon.`,
    },
    outOfArea: {
      title: t`We don't deliver here yet`,
      text: t`This address is outside our service area. Try another address or pick up your order at the restaurant.`,
    },
    outOfHours: {
      title: t`Outside service hours`,
      text: showHours
        ? t`We're not taking orders at this time. You can order during today's service hours:`
        : t`We're not taking orders at this time. Please come back during our service hours.`,
    },
    unavailableToday: {
      title: t`Not available today`,
      text: t`This service is unavailable today. Please come back tomorrow — we'll be glad to serve you.`,
    },
  };
  const { title, text } = copy[reason];

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={text}
      icon={
        <span className="modal__badge">
          <Icon name={icons[reason]} size={30} />
        </span>
      }
      actions={
        <>
          {alternatives}
          <Button fullWidth variant={alternatives ? 'secondary' : 'primary'} onClick={onClose}>
            <Trans>Got it</Trans>
          </Button>
        </>
      }
    >
      {showHours && (
        <ul className="service-hours" aria-label={t`Service hours`}>
          {hours.map(({ startTime, endTime }) => (
            <li key={`${startTime}-${endTime}`} className="service-hours__item">
              <Icon name="clock" size={18} />
              <span>
                <Trans>
                  <time>{startTime}</time> to <time>{endTime}</time>
                </Trans>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
