import { useSelector } from '@xstate/react';
import { selectGeolocation } from '../../../machines/app/app.selectors.ts';
import { useAppActors } from '../shell/use-app-actors.ts';

/** The address wizard of the tree; undefined when its code could not be downloaded. */
export function useWizard() {
  const { app } = useAppActors();
  return useSelector(app, selectGeolocation);
}
