import { createHmac } from 'node:crypto';
import { pspSignatureHeader, signatureHeaderValue, signedPayload } from '../contract/psp-signature.ts';
import type { PspEvent } from '../contract/schemas/psp.ts';
import type { PendingDelivery, SandboxState } from './sandbox-state.ts';

export interface DeliveryOptions {
  /** The merchant's webhook endpoint; without one, events are kept and never sent. */
  url: string | undefined;
  secret: string;
  /** The first retry's wait; each next one doubles, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** An event still refused this long after it happened is dropped (a real provider: days). */
  giveUpAfterMs: number;
  /** How long one attempt may take. */
  timeoutMs: number;
}

export function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(signedPayload(timestamp, body)).digest('hex');
}

/**
 * Sends each event to the merchant's endpoint, signed as of the attempt, until it answers 2xx: an
 * attempt that fails (refused, timed out, not 2xx) is tried again after a back-off that doubles.
 * Events go independently of each other, in no promised order, as real providers send them.
 */
export function webhookDelivery(state: SandboxState, options: DeliveryOptions) {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const waiting: (() => void)[] = [];
  let stopped = false;

  const settleWaiters = () => {
    if (timers.size > 0 || running.size > 0) return;
    for (const resolve of waiting.splice(0)) resolve();
  };

  function schedule(delivery: PendingDelivery): void {
    if (stopped || !options.url) return;
    clearTimeout(timers.get(delivery.event.id));
    const timer = setTimeout(
      () => {
        timers.delete(delivery.event.id);
        const attempt = send(delivery).finally(() => {
          running.delete(attempt);
          settleWaiters();
        });
        running.add(attempt);
      },
      Math.max(0, delivery.nextAt - Date.now()),
    );
    timer.unref();
    timers.set(delivery.event.id, timer);
  }

  async function send(delivery: PendingDelivery): Promise<void> {
    const body = JSON.stringify(delivery.event);
    const timestamp = Math.floor(Date.now() / 1000);
    delivery.attempts += 1;
    let delivered = false;
    try {
      const answer = await fetch(options.url ?? '', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [pspSignatureHeader]: signatureHeaderValue(timestamp, hmacHex(options.secret, timestamp, body)),
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      delivered = answer.ok;
      await answer.body?.cancel();
    } catch {
      // Refused or timed out: tried again below.
    }
    if (delivered || Date.now() - delivery.firstAt > options.giveUpAfterMs) {
      if (!delivered) console.warn(`[psp-sandbox] gave up on ${delivery.event.type} ${delivery.event.id}`);
      state.deliveries.delete(delivery.event.id);
    } else {
      const wait = Math.min(options.firstDelayMs * 2 ** (delivery.attempts - 1), options.maxDelayMs);
      delivery.nextAt = Date.now() + wait;
      schedule(delivery);
    }
    state.save();
  }

  // What a previous run had not delivered yet is tried again at once.
  for (const delivery of state.deliveries.values()) {
    delivery.nextAt = Date.now();
    schedule(delivery);
  }

  return {
    send(event: PspEvent): void {
      const delivery: PendingDelivery = { event, attempts: 0, nextAt: Date.now(), firstAt: Date.now() };
      state.deliveries.set(event.id, delivery);
      state.save();
      schedule(delivery);
    },
    /** Resolves once no attempt is due any more: every event acknowledged or given up on (or no endpoint). */
    settled(): Promise<void> {
      return new Promise((resolve) => {
        waiting.push(resolve);
        settleWaiters();
      });
    },
    /** No new attempt starts; the ones under way finish. What is undelivered stays for the next start. */
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}

export type WebhookDelivery = ReturnType<typeof webhookDelivery>;
