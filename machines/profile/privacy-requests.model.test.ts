import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { deletionRequest, exportRequest, offline, orderInProgress } from './privacy-requests.fixtures.ts';
import { privacyRequestsMachine } from './privacy-requests.machine.ts';
import {
  selectError,
  selectIsAccountDeleted,
  selectIsBusy,
  selectIsConfirmingDeletion,
  selectRequests,
} from './privacy-requests.selectors.ts';

modelTest('privacy requests machine', {
  machine: privacyRequestsMachine,
  stateKey: ({ context }) => ({ pending: context.pending?.kind, count: context.requests.length > 0 }),
  events: {
    'privacy.request': { export: { kind: 'EXPORT' }, deletion: { kind: 'DELETE' } },
    'xstate.done.actor.loadRequests': { 'one request': { output: [exportRequest] } },
    'xstate.error.actor.loadRequests': { offline: { error: offline } },
    'xstate.done.actor.createRequest': {
      'an export': { output: exportRequest },
      'a deletion': { output: deletionRequest },
    },
    'xstate.error.actor.createRequest': { 'an order on its way': { error: orderInProgress } },
  },
  assertions: {
    loading: (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    failed: (snapshot) => expect(selectError(snapshot)).toBe('network'),
    'ready.idle': (snapshot) => expect(selectRequests(snapshot).length).toBeGreaterThan(0),
    'ready.confirmingDeletion': (snapshot) => expect(selectIsConfirmingDeletion(snapshot)).toBe(true),
    'ready.creating': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    'ready.refused': (snapshot) => expect(selectError(snapshot)).toBe('orderInProgress'),
    accountDeleted: (snapshot) => expect(selectIsAccountDeleted(snapshot)).toBe(true),
  },
});
