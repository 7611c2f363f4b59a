import { type Card, card, cards } from '../../contract/schemas/cards.ts';
import { api, type Call } from './client.ts';

/** Default first. */
export function fetchCards({ signal }: Call = {}): Promise<Card[]> {
  return api.request(cards, '/crm/v1/cards', { signal });
}

/** `token`: the payment provider's tokenization of the card (the number never reaches our API). */
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
