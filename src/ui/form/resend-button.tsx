import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '../button.tsx';
import { cx } from '../class-names.ts';
import './resend-button.css';

export interface ResendButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Epoch ms when a new code may be requested (60 s after the last one). */
  availableAt: number;
  onResend: () => void;
}

/** "Resend code in 0:42", ticking each second, then "Resend code". */
export function ResendButton({
  availableAt,
  onResend,
  disabled,
  variant = 'ghost',
  className,
  ...button
}: ResendButtonProps) {
  const { t } = useLingui();
  const [ticked, setNow] = useState(Date.now);
  // The last tick may predate a new `availableAt` (a resend): never count from before it.
  const now = Math.max(ticked, Date.now());
  const waiting = availableAt > now;

  useEffect(() => {
    setNow(Date.now());
    if (availableAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= availableAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [availableAt]);

  const seconds = Math.ceil((availableAt - now) / 1000);
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

  return (
    <Button
      {...button}
      variant={variant}
      className={cx('resend-button', className)}
      disabled={disabled || waiting}
      onClick={onResend}
    >
      {waiting ? t`Resend code in ${time}` : t`Resend code`}
    </Button>
  );
}
