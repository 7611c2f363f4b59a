import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Why a coupon cannot be used now, in the customer's words (the server's COUPON_* codes). */
const reasons: Record<string, MessageDescriptor> = {
  COUPON_EXPIRED: msg`Expired`,
  COUPON_NOT_STARTED: msg`Not valid yet`,
  COUPON_MINIMUM_NOT_MET: msg`Your cart is below the minimum order`,
  COUPON_FIRST_ORDER_ONLY: msg`Only for a first order`,
  COUPON_ALREADY_USED: msg`You have already used it`,
  COUPON_REQUIRES_ACCOUNT: msg`Log in to use it`,
};

export const reasonMessage = (reason: string | null): MessageDescriptor =>
  (reason === null ? undefined : reasons[reason]) ?? msg`Not available for this order`;
