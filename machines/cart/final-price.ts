export interface FinalPriceParts {
  orderAmountCents: number;
  deliveryPriceCents: number;
  giftCardBalanceCents: number;
  useGiftCard: boolean;
}

/**
 * Spec §4 "Final cart price = order amount + delivery price − gift card balance (when the gift card
 * is in use)". A balance larger than the rest pays it all: the price never goes below zero. For
 * display only; the server computes what is charged.
 */
export function finalPriceCents({
  orderAmountCents,
  deliveryPriceCents,
  giftCardBalanceCents,
  useGiftCard,
}: FinalPriceParts): number {
  const giftCard = useGiftCard ? Math.max(0, giftCardBalanceCents) : 0;
  return Math.max(0, orderAmountCents + deliveryPriceCents - giftCard);
}
