import type { PixCharge } from './table-payment.types.ts';

/**
 * Whole seconds left to pay a PIX charge at `now` (this device's epoch ms): the API's count at receipt
 * less the time elapsed since, so a device whose clock is set otherwise still counts right.
 */
export const pixSecondsLeft = (pix: PixCharge, now: number): number =>
  Math.max(0, Math.ceil(pix.secondsLeft - (now - pix.receivedAt) / 1000));
