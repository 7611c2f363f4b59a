/**
 * How the payment provider signs a webhook (Stripe's scheme): `Psp-Signature: t=<unix seconds>,v1=<hex>`,
 * where the hex is HMAC-SHA256 under the webhook secret of `<t>.<raw body>`. The receiver recomputes
 * it over the bytes it got, compares in constant time and refuses a `t` outside the tolerance.
 */
export const pspSignatureHeader = 'psp-signature';

/** Seconds a signature's timestamp may be off the receiver's clock, either way. */
export const pspSignatureToleranceSeconds = 300;

/** The text the HMAC is computed over. */
export const signedPayload = (timestamp: number, body: string) => `${timestamp}.${body}`;

export const signatureHeaderValue = (timestamp: number, hex: string) => `t=${timestamp},v1=${hex}`;

/** The header's timestamp and `v1` signatures (a secret being rolled signs twice); undefined when malformed. */
export function readSignatureHeader(
  header: string | undefined,
): { timestamp: number; signatures: string[] } | undefined {
  if (header === undefined || header.length > 1_024) return undefined;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}
