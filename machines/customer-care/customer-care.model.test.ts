import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { customerCareMachine } from './customer-care.machine.ts';
import { selectContent, selectError, selectIsLoading, selectIsOpen } from './customer-care.selectors.ts';

const support = { code: 'support', title: 'Atendimento', body: 'atendimento@brasagrill.com.br' };

modelTest('customer care machine', {
  machine: customerCareMachine,
  stateKey: ({ context }) => ({ read: context.content !== undefined }),
  inputs: { 'from an order': { source: 'order', orderId: 'order-9' } },
  events: {
    'care.open': { open: {} },
    'care.retry': { retry: {} },
    'care.close': { close: {} },
    'xstate.done.actor.loadContent': { read: { output: support } },
    'xstate.error.actor.loadContent': { offline: { error: { key: 'network' } } },
  },
  assertions: {
    closed: (snapshot) => expect(selectIsOpen(snapshot)).toBe(false),
    'open.loading': (snapshot) => {
      expect(selectIsOpen(snapshot)).toBe(true);
      expect(selectIsLoading(snapshot)).toBe(true);
    },
    'open.shown': (snapshot) => expect(selectContent(snapshot)).toEqual(support),
    'open.failed': (snapshot) => expect(selectError(snapshot)).toBe('network'),
  },
});
