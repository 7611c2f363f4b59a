import { useLocation, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { homePathOf, type Layout } from '../../../contract/routes.ts';
import { selectFeatures } from '../../../machines/startup/startup.selectors.ts';
import { config } from '../../config.ts';
import { AuthLayout } from '../../ui/layouts/auth-layout.tsx';
import { DefaultLayout } from '../../ui/layouts/default-layout.tsx';
import { LayoutMain } from '../../ui/layouts/layout-main.tsx';
import type { LayoutHeading } from '../../ui/layouts/layout-props.ts';
import { useMainNav } from '../../ui/layouts/use-main-nav.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { HeaderAvatar } from './header-avatar.tsx';
import { LocaleSwitch } from './locale-switch.tsx';
import { renderRouterLink } from './router-link.tsx';
import { useAppActors } from './use-app-actors.ts';

/** A layout no first screen uses: its code comes with the page that needs it. */
function lazyLayout<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const CamLayout = lazyLayout(() => import('../../ui/layouts/cam-layout.tsx'), 'CamLayout');
const MobileLayout = lazyLayout(() => import('../../ui/layouts/mobile-layout.tsx'), 'MobileLayout');
const OrderLayout = lazyLayout(() => import('../../ui/layouts/order-layout.tsx'), 'OrderLayout');
const PaymentLayout = lazyLayout(() => import('../../ui/layouts/payment-layout.tsx'), 'PaymentLayout');
const TablePaymentLayout = lazyLayout(
  () => import('../../ui/layouts/table-payment-layout.tsx'),
  'TablePaymentLayout',
);
const TablePaymentPixLayout = lazyLayout(
  () => import('../../ui/layouts/table-payment-pix-layout.tsx'),
  'TablePaymentPixLayout',
);

export interface RouteLayoutProps {
  layout: Layout;
  title: string;
  heading?: LayoutHeading;
  /** The default layout's header slot: where the order goes (address, checkout option). */
  location?: ReactNode;
  children?: ReactNode;
}

/** A route's layout (spec §2) with the app's navigation, links and language switch filled in. */
export function RouteLayout(props: RouteLayoutProps) {
  return (
    <Suspense fallback={null}>
      <AnyLayout {...props} />
    </Suspense>
  );
}

function AnyLayout({ layout, title, heading = 'layout', location, children }: RouteLayoutProps) {
  const { pathname } = useLocation();
  const { startup } = useAppActors();
  const home = useSelector(startup, (snapshot) => homePathOf(selectFeatures(snapshot)));
  const nav = useMainNav(pathname, home);
  const { history } = useRouter();
  const back = () => history.back();
  const common = { title, heading, children };
  const language = <LocaleSwitch />;
  switch (layout) {
    case 'default':
      return (
        <DefaultLayout
          {...common}
          nav={nav}
          renderLink={renderRouterLink}
          location={location}
          languageSwitch={language}
          actions={<HeaderAvatar />}
          brandName={config.appName}
        />
      );
    case 'auth':
      return <AuthLayout {...common} onBack={back} brandName={config.appName} languageSwitch={language} />;
    case 'mobile':
      return <MobileLayout {...common} nav={nav} renderLink={renderRouterLink} actions={language} />;
    case 'order':
      return (
        <OrderLayout {...common} nav={nav} renderLink={renderRouterLink} onBack={back} actions={language} />
      );
    case 'payment':
      return <PaymentLayout {...common} onBack={back} actions={language} />;
    case 'cam':
      return <CamLayout {...common} onBack={back} actions={language} />;
    case 'table-payment':
      return <TablePaymentLayout {...common} onBack={back} languageSwitch={language} />;
    case 'table-payment-pix':
      return <TablePaymentPixLayout {...common} onBack={back} languageSwitch={language} />;
    case 'none':
      return (
        <LayoutMain>
          {heading === 'layout' && <PageTitle title={title} />}
          {children}
        </LayoutMain>
      );
  }
}
