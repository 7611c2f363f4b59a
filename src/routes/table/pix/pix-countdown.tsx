import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { TablePaymentActor } from '../../../../machines/table/table.selectors.ts';
import { selectSecondsLeft } from '../../../../machines/table-payment/table-payment.selectors.ts';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Time left to pay the PIX code; ticks every second (the machine expires it on its own clock). */
export function PixCountdown({ actor }: { actor: TablePaymentActor }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = useSelector(actor, (snapshot) => selectSecondsLeft(snapshot, now)) ?? 0;
  return (
    <p className="pix-countdown">
      <Trans>
        Expires in <time className="pix-countdown__time">{clock(seconds)}</time>
      </Trans>
    </p>
  );
}
