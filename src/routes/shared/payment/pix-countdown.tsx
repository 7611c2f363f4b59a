import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { pixSecondsLeft } from '../../../../machines/table-payment/pix-seconds-left.ts';
import type { PixCharge } from '../../../../machines/table-payment/table-payment.types.ts';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Time left to pay the PIX code; ticks every second. It counts the API's seconds left down from the
 * charge's receipt (the chart expires it from the same count), never the phone's clock against the
 * API's: either may be set otherwise.
 */
export function PixCountdown({ pix }: { pix: PixCharge }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = pixSecondsLeft(pix, now);
  return (
    <p className="pix-countdown">
      <Trans>
        Expires in <time className="pix-countdown__time">{clock(seconds)}</time>
      </Trans>
    </p>
  );
}
