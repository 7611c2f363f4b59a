import type { CardDetails, TokenizedCard } from '../../../machines/table-payment/table-payment.types.ts';
import { tokenizeCardAtSandbox } from '../../api/cards.ts';

/** A four-digit year from "28" or "2028". */
const fullYear = (year: string) => Number(year.length === 2 ? `20${year}` : year);

/**
 * The sandbox PSP tokenizes the card, as the provider's script would in production: the number
 * goes from the browser to the PSP, never to our API, and only the token comes back.
 */
export async function tokenizeCard(
  card: CardDetails,
  signal: AbortSignal,
  deviceSessionId?: string,
): Promise<TokenizedCard> {
  const token = await tokenizeCardAtSandbox({
    number: card.number.replace(/\D/g, ''),
    holder: card.holder.trim(),
    exp_month: Number(card.expMonth),
    exp_year: fullYear(card.expYear),
    cvv: card.cvv,
    device_session_id: deviceSessionId,
    signal,
  });
  return { token: token.token, brand: token.brand, last4: token.last4 };
}
