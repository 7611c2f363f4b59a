import { useSelector } from '@xstate/react';
import { selectCatalog } from '../../../machines/app/app.selectors.ts';
import type { CatalogActor } from '../../../machines/catalog/catalog.selectors.ts';
import { useAppActors } from '../shell/use-app-actors.ts';

/** The catalog chart of the tree: undefined while its code downloads (the page shows placeholders). */
export function useCatalog(): CatalogActor | undefined {
  const { app } = useAppActors();
  return useSelector(app, selectCatalog);
}
