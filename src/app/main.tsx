import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { apiConfig } from '../api/client-config.ts';
import { config } from '../config.ts';
import { activateLocale } from '../i18n/i18n.ts';
import { currentLocale } from '../i18n/locale.ts';
import { deviceOf } from '../lib/device.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';
import { loadFirstPage } from '../router/first-page-load.ts';
import { createAppRouter, preloadScreen } from '../router/router.tsx';
import { bindAccessHint } from './access-hint-binding.ts';
import { connectApiHooks } from './api-hooks.ts';
import { createAppTree, downloadTable, preloadFlow } from './app-tree.ts';
import { devInspector } from './dev-inspector.ts';
import { takeEarlyStoreRead } from './early-store-read.ts';
import { firstScreenSettled } from './first-screen.ts';
import { bindNavigation } from './navigation-binding.ts';
import { openBrowserPersistence } from './persistence.ts';
import { bindSession } from './session-binding.ts';
import { refreshAtApi } from './session-logic.ts';
import type { SharedRefresh } from './shared-refresh.ts';
import { fetchStartupConfig } from './startup-logic.ts';
import { storageLocation } from './storage-location.ts';
import { openSlices, readStoredState } from './stored-state.ts';
import { persistTable } from './table-persistence.ts';

/** The composition root: the app's configuration, storage, actor tree, router and their bindings. */
async function start() {
  apiConfig.configure({ baseURL: config.apiUrl, company: config.company, brand: config.brand });
  await yieldToMain();
  const { pathname, search } = window.location;
  // What the first screen needs from the network starts now, beside reading storage, not after it.
  const earlyConfig = fetchStartupConfig();
  earlyConfig.catch(() => {});
  preloadScreen(pathname);
  preloadFlow(pathname);
  await yieldToMain();
  const slices = openSlices(
    openBrowserPersistence(storageLocation(config.company, config.brand), takeEarlyStoreRead()),
  );
  const [stored, inspect] = await Promise.all([
    readStoredState(slices),
    devInspector(search),
    activateLocale(currentLocale(config.defaultLocale)),
  ]);
  // A diner seated at a table comes back to it: its code downloads beside the first screen's.
  if (stored.table !== undefined) void downloadTable();
  const device = deviceOf(navigator);
  // One refresh for every tab of this browser: its code comes with the first refresh or after the
  // first screen, whichever is first.
  let sharing: Promise<SharedRefresh> | undefined;
  const sharedRefresh = () =>
    (sharing ??= import('./shared-refresh.ts').then(({ browserSharedRefresh }) =>
      browserSharedRefresh(refreshAtApi, slices.refreshHandoff),
    ));
  await yieldToMain();
  const app = createAppTree({
    input: { pathname, search, device, stored },
    slices,
    earlyConfig,
    sharedRefresh,
    inspect,
  });
  await yieldToMain();
  const router = createAppRouter({ app, device, environment: config.environment });
  bindNavigation(app, router);
  persistTable(app, slices.table);
  await yieldToMain();
  app.start();
  connectApiHooks(app);
  const afterFirstScreen = firstScreenSettled(app);
  void afterFirstScreen.then(sharedRefresh).then((shared) => bindSession(app, shared));
  void afterFirstScreen
    .then(() => import('./push-renewal.ts'))
    .then(({ bindPushRenewal }) => bindPushRenewal(app));
  // The server names the first screen's code of the next page by it (contract/access-hint.ts).
  void afterFirstScreen.then(() => bindAccessHint(app));
  // Analytics never compete with the first screen: their code comes after it, and only with consent.
  void afterFirstScreen
    .then(() => import('./analytics-binding.ts'))
    .then(({ bindAnalytics }) => bindAnalytics(app));

  await yieldToMain();
  await loadFirstPage(router);
  await yieldToMain();
  // A transition: React renders the first screen in slices that leave the browser free to answer.
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
    ),
  );
}

void start();
