import { type Card, card, cards } from '../../contract/schemas/cards.ts';
import { type PspToken, type PspTokenBody, pspToken } from '../../contract/schemas/table.ts';
import { api, type Call } from './client.ts';

/** Default first. */
export function fetchCards({ signal }: Call = {}): Promise<Card[]> {
  return api.request(cards, '/crm/v1/cards', { signal });
}

/** `token`: the PSP's tokenization of the card (the number never reaches our API). */
export function addCard({ token, signal }: Call & { token: string }): Promise<Card> {
  return api.request(card, '/crm/v1/cards', { method: 'POST', body: { token }, signal });
}

/** Answers the cards left. */
export function deleteCard({ id, signal }: Call & { id: string }): Promise<Card[]> {
  return api.request(cards, `/crm/v1/cards/${id}`, { method: 'DELETE', signal });
}

export function setDefaultCard({ id, signal }: Call & { id: string }): Promise<Card[]> {
  return api.request(cards, `/crm/v1/cards/${id}/default`, { method: 'PATCH', signal });
}

/**
 * The sandbox PSP's tokenization (reference API, dev tools on). A production build talks to the
 * real PSP's script instead; either way only the token comes back to us.
 */
export function tokenizeCardAtSandbox({ signal, ...card }: Call & PspTokenBody): Promise<PspToken> {
  return api.request(pspToken, '/dev/psp/tokens', { method: 'POST', body: card, auth: false, signal });
}
