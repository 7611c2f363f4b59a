/**
 * The app's stack and nothing of the app (`npm run bench:floor`): React, the router, XState, zod,
 * ofetch and Lingui, each used once, so the bundle holds what the app's first screen cannot do
 * without. A screen measured here and there tells how far the app is from its stack.
 */
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { ofetch } from 'ofetch';
import { createRoot } from 'react-dom/client';
import { createMachine } from 'xstate';
import { z } from 'zod';

const greeting = z.object({ title: z.string().max(60), body: z.string().max(200) });
const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { TOGGLE: 'on' } }, on: {} },
});

i18n.load('pt-BR', {
  title: 'Olá, Brasa',
  body: 'Uma página com a pilha do app e nada do app: o que as telas dele têm de piso.',
  press: 'Toque',
});
i18n.activate('pt-BR');

function Hello() {
  const { i18n: active } = useLingui();
  const [state, send] = useMachine(toggle);
  const text = greeting.parse({ title: active._('title'), body: active._('body') });
  return (
    <main>
      <h1>{text.title}</h1>
      <p>{text.body}</p>
      <button
        type="button"
        onClick={() => {
          send({ type: 'TOGGLE' });
          void ofetch(window.location.href).catch(() => undefined);
        }}
      >
        {active._('press')} ({String(state.value)})
      </button>
    </main>
  );
}

const root = createRootRoute();
const hello = createRoute({ getParentRoute: () => root, path: '/', component: Hello });
const router = createRouter({ routeTree: root.addChildren([hello]) });

createRoot(document.getElementById('root') as HTMLElement).render(
  <I18nProvider i18n={i18n}>
    <RouterProvider router={router} />
  </I18nProvider>,
);
