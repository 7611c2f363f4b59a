import { userMachine } from '../../machines/user/user.machine.ts';
import type { Slices } from './stored-state.ts';

/** The user store (DESIGN §3), written to storage on every change of a persisted field. */
export function userLogic(slices: Slices) {
  return userMachine.provide({ actions: { persist: (_, slice) => void slices.user.write(slice) } });
}
