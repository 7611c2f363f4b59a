import type { PixCharge as WirePixCharge } from '../../../contract/schemas/table.ts';
import type { PixCharge } from '../../../machines/table-payment/table-payment.types.ts';

/** A PIX charge as the pages count it down: the API's seconds left, from now on this device's clock. */
export const pixChargeOf = (pix: WirePixCharge): PixCharge => ({
  txid: pix.txid,
  brCode: pix.br_code,
  secondsLeft: pix.expires_in,
  receivedAt: Date.now(),
});
