import * as z from 'zod/mini';
import { type PaymentProviderConfig, paymentProvider } from '../../../contract/schemas/payments.ts';
import type { CardDetails, TokenizedCard } from '../../../machines/table-payment/table-payment.types.ts';
import { fetchPaymentProvider, tokenizeAtProvider } from '../../api/card-tokens.ts';
import { readPageData } from '../page-data.ts';

/** A four-digit year from "28" or "2028". */
const fullYear = (year: string) => Number(year.length === 2 ? `20${year}` : year);

/** Where cards are tokenized: as the page said (the server writes it in), else as the API says now. */
async function providerOf(signal: AbortSignal): Promise<PaymentProviderConfig> {
  const inPage = z.safeParse(paymentProvider, readPageData('payment-provider'));
  return inPage.success ? inPage.data : fetchPaymentProvider({ signal });
}

/**
 * The payment provider tokenizes the card: the number goes from the browser to the provider, never
 * to our API, and only the token, the brand and the last digits come back.
 */
export async function tokenizeCard(
  card: CardDetails,
  signal: AbortSignal,
  deviceSessionId?: string,
): Promise<TokenizedCard> {
  const token = await tokenizeAtProvider(
    await providerOf(signal),
    {
      card: {
        number: card.number.replace(/\D/g, ''),
        holder_name: card.holder.trim(),
        exp_month: Number(card.expMonth),
        exp_year: fullYear(card.expYear),
        cvv: card.cvv,
      },
      device_session_id: deviceSessionId,
    },
    signal,
  );
  return { token: token.id, brand: token.card.brand, last4: token.card.last_four_digits };
}
