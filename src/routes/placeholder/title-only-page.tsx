import { useLingui } from '@lingui/react';
import { useLocation } from '@tanstack/react-router';
import { matchRoute } from '../../../contract/routes.ts';
import { routeTitles } from '../../router/route-titles.ts';
import { RouteLayout } from '../shell/route-layout.tsx';

/** A route whose screen a later part of the product builds: its layout and title, nothing that pretends. */
export function TitleOnlyPage() {
  const { i18n } = useLingui();
  const route = matchRoute(useLocation().pathname);
  if (route === undefined) return null;
  return <RouteLayout layout={route.layout} title={i18n._(routeTitles[route.path])} />;
}
