import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from '../api/client.ts';
import { activateLocale } from '../i18n/i18n.ts';
import { currentLocale } from '../i18n/locale.ts';
import { createAppRouter, preloadScreen } from '../router/router.tsx';
import { connectApiHooks } from './api-hooks.ts';
import { createAppActors } from './app-actors.ts';
import { config } from './config.ts';
import { prefetchStartupConfig } from './startup-actor.ts';
import { isTableArea, preloadTableRuntime } from './table-host.ts';

/**
 * Ends the current task, so start-up runs as several short tasks rather than one long one. A message,
 * not a timer: browsers delay timers in a tab opened in the background by up to a second.
 */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function start() {
  api.configure({ baseURL: config.apiUrl, company: config.company, brand: config.brand });
  await yieldToMain();
  const { pathname } = window.location;
  // What the first screen needs from the network starts now, beside reading storage, not after it.
  prefetchStartupConfig();
  preloadScreen(pathname);
  if (isTableArea(pathname)) preloadTableRuntime();
  await yieldToMain();
  const [actors] = await Promise.all([
    createAppActors(pathname),
    activateLocale(currentLocale(config.defaultLocale)),
  ]);
  const router = createAppRouter(actors.context);
  connectApiHooks({ startup: actors.context.startup, router });
  actors.bindRouter(router);

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
