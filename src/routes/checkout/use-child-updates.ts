import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { CheckoutActor } from '../../../machines/app/app.selectors.ts';

/**
 * Re-renders when the checkout's child `id` (the wallet, the order being placed) moves: its steps are
 * not the checkout's own snapshots. Read the checkout's selectors from `actor.getSnapshot()` after it.
 */
export function useChildUpdates(actor: CheckoutActor, id: 'wallet' | 'placeOrder'): void {
  const child = useSelector(
    actor,
    (snapshot) => (snapshot.children as Record<string, AnyActorRef | undefined>)[id],
  );
  useSelector(child ?? actor, (snapshot: unknown) => snapshot);
}
