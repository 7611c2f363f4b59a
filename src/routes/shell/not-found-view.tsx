import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { config } from '../../config.ts';
import { buttonClass } from '../../ui/button.tsx';
import { NotFoundPage } from '../../ui/pages/not-found-page.tsx';
import { LocaleSwitch } from './locale-switch.tsx';

export function NotFoundView() {
  const { pathname } = useLocation();
  return (
    <NotFoundPage
      path={pathname}
      brandName={config.appName}
      languageSwitch={<LocaleSwitch />}
      homeLink={
        <Link to="/" className={buttonClass({ size: 'lg' })}>
          <Trans>Back to home</Trans>
        </Link>
      }
    />
  );
}
