import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { type LoginActor, loginInput, provideLoginMachine } from '../../app/flows/login-flow.ts';
import { useAppActors } from '../shell/use-app-actors.ts';

/** The page's own login machine: started with the page, stopped when it unmounts. */
export function useLogin(): LoginActor {
  const actors = useAppActors();
  const router = useRouter();
  const machine = useMemo(() => provideLoginMachine(actors, router), [actors, router]);
  return useActorRef(machine, { input: loginInput(actors) });
}
