import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectHome } from '../../../machines/startup/startup.selectors.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { RouteLayout } from '../shell/route-layout.tsx';
import { HomeBlocks } from './home-blocks.tsx';
import { HomeSkeleton } from './home-skeleton.tsx';
import { StoreHeader } from './store-header.tsx';
import './home-page.css';
import { useCatalog } from '../catalog/use-catalog.ts';
import { useAppActors } from '../shell/use-app-actors.ts';

const DefaultCategories = lazy(() =>
  import('./catalog-blocks.tsx').then(({ DefaultCategories }) => ({ default: DefaultCategories })),
);
const HomeOverlays = lazy(() =>
  import('./catalog-blocks.tsx').then(({ HomeOverlays }) => ({ default: HomeOverlays })),
);

export function HomePage() {
  const { t } = useLingui();
  const { startup } = useAppActors();
  const home = useSelector(startup, selectHome);
  const catalog = useCatalog();

  return (
    <RouteLayout layout="default" title={t`Home`} heading="page">
      <div className="home-page">
        <PageTitle title={<Trans>What are we having today?</Trans>} />
        <StoreHeader />
        {home ? (
          <div className="home-page__blocks">
            <HomeBlocks blocks={home.data} catalog={catalog} />
          </div>
        ) : (
          <HomeSkeleton />
        )}
        {catalog && (
          <Suspense>
            <DefaultCategories catalog={catalog} />
            <HomeOverlays catalog={catalog} />
          </Suspense>
        )}
      </div>
    </RouteLayout>
  );
}
