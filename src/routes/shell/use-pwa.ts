import { useSelector } from '@xstate/react';
import { selectPwa } from '../../../machines/app/app.selectors.ts';
import { useAppActors } from './use-app-actors.ts';

/** The installable app's chart, once its code arrived after the first screen (undefined before). */
export function usePwa() {
  const { app } = useAppActors();
  return useSelector(app, selectPwa);
}
