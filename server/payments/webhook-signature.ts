import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  pspSignatureToleranceSeconds,
  readSignatureHeader,
  signedPayload,
} from '../../contract/psp-signature.ts';

/** Equal hex strings, compared in time that does not depend on where they first differ. */
function sameHex(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a, 'hex'), Buffer.from(b, 'hex')];
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * Whether a webhook body was signed with `secret` (contract/psp-signature.ts), and recently: a
 * signature that checks out but whose timestamp is more than the tolerance off `now` is a replay.
 */
export function verifyWebhookSignature(input: {
  secret: string;
  header: string | undefined;
  body: string;
  now: Date;
}): 'valid' | 'invalid' | 'stale' {
  const signature = readSignatureHeader(input.header);
  if (!signature || !input.secret) return 'invalid';
  const expected = createHmac('sha256', input.secret)
    .update(signedPayload(signature.timestamp, input.body))
    .digest('hex');
  if (!signature.signatures.some((candidate) => sameHex(candidate, expected))) return 'invalid';
  const skew = Math.abs(input.now.getTime() / 1000 - signature.timestamp);
  return skew > pspSignatureToleranceSeconds ? 'stale' : 'valid';
}
