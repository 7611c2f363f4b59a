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

/** When the service takes orders again: a weekday as people say it, and the time. */
export interface NextOpening {
  day: string;
  time: string;
}

export interface UnavailableServiceModalProps {
  open: boolean;
  reason: UnavailableReason;
  /** The service the customer chose: its hours and texts are named after it. */
  service?: 'delivery' | 'takeout';
  /** The service's hours today. */
  serviceHours?: readonly ServiceHours[];
  /** The restaurant's own hours today (the service's may be narrower). */
  storeHours?: readonly ServiceHours[];
  /** Shown on a day without the service. */
  nextOpening?: NextOpening;
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

const sameHours = (a: readonly ServiceHours[], b: readonly ServiceHours[]) =>
  a.length === b.length &&
  a.every((span, index) => span.startTime === b[index]?.startTime && span.endTime === b[index]?.endTime);

function HoursList({ label, hours }: { label: string; hours: readonly ServiceHours[] }) {
  return (
    <div className="service-hours">
      <p className="service-hours__label">{label}</p>
      <ul className="service-hours__list" aria-label={label}>
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
    </div>
  );
}

/**
 * Spec §2's unavailable-service modal: why the service cannot take the order now, with the service's
 * and the restaurant's hours today, each named, where waiting helps.
 */
export function UnavailableServiceModal({
  open,
  reason,
  service = 'delivery',
  serviceHours = [],
  storeHours = [],
  nextOpening,
  alternatives,
  onClose,
}: UnavailableServiceModalProps) {
  const { t } = useLingui();
  const delivery = service === 'delivery';
  const listsHours = reason === 'closed' || reason === 'outOfHours';
  const copy: Record<UnavailableReason, { title: string; text: string }> = {
    closed: {
      title: t`The restaurant is closed`,
      text:
        storeHours.length > 0 || serviceHours.length > 0
          ? t`We're not taking orders right now. Here are today's hours:`
          : t`We're not taking orders right now. Please come back a little later — the grill will be fired up again soon.`,
    },
    outOfArea: {
      title: t`We don't deliver here yet`,
      text: t`This address is outside our service area. Try another address or pick up your order at the restaurant.`,
    },
    outOfHours: delivery
      ? {
          title: t`Outside delivery hours`,
          text: t`The restaurant is open, but we're not delivering at this time.`,
        }
      : {
          title: t`Outside takeout hours`,
          text: t`The restaurant is open, but we're not taking takeout orders at this time.`,
        },
    unavailableToday: delivery
      ? {
          title: t`No delivery today`,
          text: nextOpening
            ? t`We're not delivering today. We deliver again on ${nextOpening.day} at ${nextOpening.time}.`
            : t`We're not delivering today. Please come back another day — we'll be glad to serve you.`,
        }
      : {
          title: t`No takeout today`,
          text: nextOpening
            ? t`We're not taking takeout orders today. Takeout opens again on ${nextOpening.day} at ${nextOpening.time}.`
            : t`We're not taking takeout orders today. Please come back another day — we'll be glad to serve you.`,
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
      {reason === 'closed' && storeHours.length > 0 && !sameHours(storeHours, serviceHours) && (
        <HoursList label={t`The restaurant opens today`} hours={storeHours} />
      )}
      {listsHours && serviceHours.length > 0 && (
        <HoursList label={delivery ? t`Delivery hours today` : t`Takeout hours today`} hours={serviceHours} />
      )}
    </Modal>
  );
}
