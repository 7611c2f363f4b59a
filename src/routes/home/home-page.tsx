import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import {
  selectCheckoutOption,
  selectHome,
  selectRestaurant,
  selectStoreGeolocation,
} from '../../../machines/startup/startup.selectors.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { RouteLayout } from '../shell/route-layout.tsx';
import { CheckoutOptionSwitch } from './checkout-option-switch.tsx';
import { HomeBlocks } from './home-blocks.tsx';
import { HomeSkeleton } from './home-skeleton.tsx';
import { StoreSummary } from './store-summary.tsx';
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
  const restaurant = useSelector(startup, selectRestaurant);
  const option = useSelector(startup, selectCheckoutOption);
  const geolocation = useSelector(startup, selectStoreGeolocation);
  const catalog = useCatalog();

  return (
    <RouteLayout layout="default" title={t`Home`} heading="page">
      <div className="home-page">
        <PageTitle title={<Trans>What are we having today?</Trans>} />
        <CheckoutOptionSwitch
          value={option}
          restaurant={restaurant}
          onChange={(next) => startup.send({ type: 'checkoutOption.change', option: next })}
        />
        {restaurant ? (
          <StoreSummary restaurant={restaurant} option={option} geolocation={geolocation} />
        ) : (
          <Skeleton shape="block" height="7.5rem" />
        )}
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
