import { randomBytes } from 'node:crypto';
import { renderSVG } from 'uqr';
import { brCode } from './br-code.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random alphanumerics (the BCB allows 26–35 for a charge's txid). */
export function newTxid(): string {
  return Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join('');
}

export interface PixReceiver {
  key: string;
  merchantName: string;
  merchantCity: string;
}

export function pixCode(receiver: PixReceiver, txid: string, amountCents: number) {
  const code = brCode({ ...receiver, txid, amountCents, dynamic: true });
  return { br_code: code, qr_svg: renderSVG(code) };
}

/**
 * A charge's deadline as the API answers it: the instant, and the whole seconds left at `now` (on
 * the clock that expires it), which a device counts down from whatever its own clock says.
 */
export function pixDeadline(expiresAt: Date, now: Date) {
  return {
    expires_at: expiresAt.toISOString(),
    expires_in: Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}
