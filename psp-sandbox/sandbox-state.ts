import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { PspCharge, PspEvent, PspRefund } from '../contract/schemas/psp.ts';
import type { CardBehaviour } from './test-cards.ts';

export interface StoredToken {
  id: string;
  brand: string;
  last4: string;
  holder: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
  createdAt: string;
}

/** A charge as the provider keeps it: what it answers, and the token a card charge was made with. */
export interface StoredCharge {
  charge: PspCharge;
  token: string | null;
}

/** An answer kept for an `Idempotency-Key`: the same request gets it again. */
export interface KeptAnswer {
  requestHash: string;
  status: number;
  body: unknown;
}

/** An event not yet acknowledged by the merchant's endpoint, with the attempts made. */
export interface PendingDelivery {
  event: PspEvent;
  attempts: number;
  /** Epoch ms of the next attempt. */
  nextAt: number;
  firstAt: number;
}

interface Snapshot {
  tokens: StoredToken[];
  charges: StoredCharge[];
  refunds: PspRefund[];
  answers: [string, KeptAnswer][];
  deliveries: PendingDelivery[];
}

/**
 * Everything the sandbox knows, in memory, written to `file` (JSON) after each change when one is
 * given, so the demo's saved cards and unpaid charges outlive a restart.
 */
export class SandboxState {
  readonly tokens = new Map<string, StoredToken>();
  readonly charges = new Map<string, StoredCharge>();
  readonly refunds = new Map<string, PspRefund>();
  readonly answers = new Map<string, KeptAnswer>();
  readonly deliveries = new Map<string, PendingDelivery>();

  constructor(private readonly file?: string) {
    if (!file) return;
    let snapshot: Snapshot;
    try {
      snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
    } catch {
      return;
    }
    for (const token of snapshot.tokens) this.tokens.set(token.id, token);
    for (const stored of snapshot.charges) this.charges.set(stored.charge.id, stored);
    for (const refund of snapshot.refunds) this.refunds.set(refund.id, refund);
    for (const [key, answer] of snapshot.answers) this.answers.set(key, answer);
    for (const delivery of snapshot.deliveries) this.deliveries.set(delivery.event.id, delivery);
  }

  chargesOf(reference: string): PspCharge[] {
    return [...this.charges.values()]
      .map((stored) => stored.charge)
      .filter((charge) => charge.reference === reference);
  }

  save(): void {
    if (!this.file) return;
    const snapshot: Snapshot = {
      tokens: [...this.tokens.values()],
      charges: [...this.charges.values()],
      refunds: [...this.refunds.values()],
      answers: [...this.answers.entries()],
      deliveries: [...this.deliveries.values()],
    };
    writeFileSync(`${this.file}.tmp`, JSON.stringify(snapshot));
    renameSync(`${this.file}.tmp`, this.file);
  }
}
