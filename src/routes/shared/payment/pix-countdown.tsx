import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Time left to pay the PIX code; ticks every second (the chart expires it on its own clock). */
export function PixCountdown({ expiresAt }: { expiresAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return (
    <p className="pix-countdown">
      <Trans>
        Expires in <time className="pix-countdown__time">{clock(seconds)}</time>
      </Trans>
    </p>
  );
}
