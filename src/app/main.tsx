import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale } from '../i18n/i18n.ts';
import { currentLocale } from '../i18n/locale.ts';
import { isMobileUserAgent } from '../lib/device.ts';
import { createAppRouter } from '../router/router.tsx';
import { skipsStartupLoad } from '../router/startup-paths.ts';
import { connectApiHooks } from './api-hooks.ts';
import { checkoutOptionOverride } from './checkout-option-slice.ts';
import { config } from './config.ts';
import { createStartupActor } from './startup-actor.ts';

async function start() {
  const [override] = await Promise.all([checkoutOptionOverride.read(), activateLocale(currentLocale())]);
  const startup = createStartupActor({
    skipLoad: skipsStartupLoad(window.location.pathname),
    checkoutOption: override?.option,
  });
  const uaData = (navigator as Navigator & { userAgentData?: { mobile: boolean } }).userAgentData;
  const router = createAppRouter({
    startup,
    device: { isMobile: isMobileUserAgent(navigator.userAgent, uaData?.mobile) },
    environment: config.environment,
  });
  connectApiHooks({ startup, router });
  startup.start();

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
