import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectHome } from '../../../machines/startup/startup.selectors.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { RouteLayout } from '../shell/route-layout.tsx';
import { HomeBlocks } from './home-blocks.tsx';
import { HomeSkeleton } from './home-skeleton.tsx';
import { StoreHeader } from './store-header.tsx';
import './home-page.css';
import { useAppActors } from '../shell/use-app-actors.ts';

export function HomePage() {
  const { t } = useLingui();
  const { startup } = useAppActors();
  const home = useSelector(startup, selectHome);

  return (
    <RouteLayout layout="default" title={t`Home`} heading="page">
      <div className="home-page">
        <PageTitle title={<Trans>What are we having today?</Trans>} />
        <StoreHeader />
        {home ? (
          <div className="home-page__blocks">
            <HomeBlocks blocks={home.data} />
          </div>
        ) : (
          <HomeSkeleton />
        )}
      </div>
    </RouteLayout>
  );
}
