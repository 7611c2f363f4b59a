// @vitest-environment happy-dom
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { RouterContext } from '../../router/guard-navigation.ts';
import { routeScopedFlow } from './route-scoped-flow.ts';

const wizard = createMachine({
  initial: 'first',
  states: {
    first: { tags: 'step:first', on: { next: 'second' } },
    second: { tags: 'step:second', on: { 'step.back': 'first', finish: 'done' } },
    done: { type: 'final' },
  },
});

function setUp(at: string) {
  const root = createRootRoute();
  const pages = ['/flow', '/flow/second', '/elsewhere', '/finished'].map((path) =>
    createRoute({ getParentRoute: () => root, path }),
  );
  const router: AnyRouter = createRouter({
    routeTree: root.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  const created = vi.fn();
  const flow = routeScopedFlow({
    scope: '/flow',
    steps: ['/flow', '/flow/second'],
    create: () => {
      created();
      return createActor(wizard);
    },
    stepPath: (snapshot) => (snapshot.hasTag('step:second') ? '/flow/second' : '/flow'),
    onDone: (doneRouter) => void doneRouter.navigate({ to: '/finished' }),
  });
  const acquire = () => flow.acquire({} as RouterContext, router);
  return { router, acquire, created };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const path = (router: AnyRouter) => router.history.location.pathname;

describe('a flow spanning several routes', () => {
  it('shows the step the machine is on, whatever URL it was entered by', async () => {
    const { router, acquire } = setUp('/flow/second');
    await router.load();
    acquire();
    await settle();
    expect(path(router)).toBe('/flow');
  });

  it('keeps one actor while the visitor moves between its pages', async () => {
    const { router, acquire, created } = setUp('/flow');
    await router.load();
    const actor = acquire();
    actor.send({ type: 'next' });
    await settle();
    expect(path(router)).toBe('/flow/second');
    expect(acquire()).toBe(actor);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('sends step.back when the browser goes back', async () => {
    const { router, acquire } = setUp('/flow');
    await router.load();
    const actor = acquire();
    actor.send({ type: 'next' });
    await settle();
    router.history.back();
    await settle();
    expect(actor.getSnapshot().value).toBe('first');
    expect(path(router)).toBe('/flow');
  });

  it('stops the actor when the visitor leaves its pages, and starts afresh on return', async () => {
    const { router, acquire, created } = setUp('/flow');
    await router.load();
    const actor = acquire();
    await router.navigate({ to: '/elsewhere' });
    await settle();
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(acquire()).toBe(actor);
    await router.navigate({ to: '/flow' });
    expect(acquire()).not.toBe(actor);
    expect(created).toHaveBeenCalledTimes(2);
  });

  it('goes where the flow says once it is done', async () => {
    const { router, acquire } = setUp('/flow');
    await router.load();
    const actor = acquire();
    actor.send({ type: 'next' });
    actor.send({ type: 'finish' });
    await settle();
    expect(path(router)).toBe('/finished');
  });
});
