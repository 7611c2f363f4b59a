import * as z from 'zod/mini';

/** The opaque merchant session `ApplePaySession.completeMerchantValidation` takes (Apple Pay). */
export const appleMerchantSession = z.lazy(() =>
  z.object({
    epochTimestamp: z.int(),
    expiresAt: z.int(),
    merchantSessionIdentifier: z.string(),
    nonce: z.string(),
    merchantIdentifier: z.string(),
    domainName: z.string(),
    displayName: z.string(),
    signature: z.string(),
  }),
);
export type AppleMerchantSession = z.infer<typeof appleMerchantSession>;
