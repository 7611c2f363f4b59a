import { useRouteContext } from '@tanstack/react-router';
import {
  type SessionActor,
  type StartupActor,
  selectSession,
  selectStartup,
  selectUser,
  type UserActor,
} from '../../../machines/app/app.selectors.ts';
import type { AppActor } from '../../app/app-tree.ts';
import type { DeviceFacts } from '../../router/guard-facts.ts';

export interface AppActors {
  app: AppActor;
  session: SessionActor;
  user: UserActor;
  startup: StartupActor;
  device: DeviceFacts;
}

/** The app's actor tree from the router context, with its long-lived children (DESIGN §3). */
export function useAppActors(): AppActors {
  // The route tree is built from the route table, so the router is not registered for type inference.
  const { app, device } = useRouteContext({ from: '__root__' }) as { app: AppActor; device: DeviceFacts };
  const snapshot = app.getSnapshot();
  return {
    app,
    session: selectSession(snapshot),
    user: selectUser(snapshot),
    startup: selectStartup(snapshot),
    device,
  };
}
