import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type RenderOptions, render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Testing Library's `render` inside the i18n provider that tests/setup.ts activates (en-US). */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}

/** Testing Library's `renderHook` inside the same i18n provider. */
export function renderUiHook<Result>(hook: () => Result) {
  return renderHook(hook, { wrapper: Providers });
}
