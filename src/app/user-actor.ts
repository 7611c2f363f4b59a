import { createActor } from 'xstate';
import { userMachine } from '../../machines/user/user.machine.ts';
import type { PersistedUser } from '../../machines/user/user.types.ts';
import { writeStoredUser } from './user-slice.ts';

export function createUserActor(stored: PersistedUser | undefined) {
  return createActor(
    userMachine.provide({
      actions: {
        persist: (_, slice) => void writeStoredUser(slice),
      },
    }),
    { input: stored },
  );
}

export type UserActor = ReturnType<typeof createUserActor>;
