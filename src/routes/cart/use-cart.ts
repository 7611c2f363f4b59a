import { useSelector } from '@xstate/react';
import type { CartActor } from '../../../machines/app/app.selectors.ts';
import { selectCartOf } from '../../../machines/cart/cart.selectors.ts';
import { useAppActors } from '../shell/use-app-actors.ts';

/** The cart chart of the tree: undefined while its code downloads. */
export function useCart(): CartActor | undefined {
  const { app } = useAppActors();
  return useSelector(app, selectCartOf);
}
