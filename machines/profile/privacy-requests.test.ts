import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PrivacyRequest } from '../../contract/schemas/privacy.ts';
import { deletionRequest, exportRequest, offline, orderInProgress } from './privacy-requests.fixtures.ts';
import { privacyRequestsMachine } from './privacy-requests.machine.ts';
import {
  selectError,
  selectIsAccountDeleted,
  selectIsBusy,
  selectIsConfirmingDeletion,
  selectPendingKind,
  selectRequests,
} from './privacy-requests.selectors.ts';
import type { CreateRequestInput } from './privacy-requests.types.ts';

interface Fakes {
  load?: () => Promise<PrivacyRequest[]>;
  create?: (input: CreateRequestInput) => Promise<PrivacyRequest>;
}

function start({ load = async () => [], create = async () => exportRequest }: Fakes = {}) {
  const sent: CreateRequestInput[] = [];
  const announced: PrivacyRequest[] = [];
  const machine = privacyRequestsMachine.provide({
    actors: {
      loadRequests: fromPromise(load),
      createRequest: fromPromise(async ({ input }: { input: CreateRequestInput }) => {
        sent.push(input);
        return create(input);
      }),
    },
  });
  const actor = createActor(machine);
  actor.on('privacy.requested', ({ request }) => announced.push(request));
  actor.start();
  const idle = () => waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  const refused = () => waitFor(actor, (snapshot) => snapshot.matches({ ready: 'refused' }));
  return { actor, sent, announced, idle, refused };
}

describe('LGPD request centre', () => {
  it('lists the requests the API has, newest first', async () => {
    const { actor, idle } = start({ load: async () => [deletionRequest, exportRequest] });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await idle();
    expect(selectRequests(actor.getSnapshot())).toEqual([deletionRequest, exportRequest]);
  });

  it('says when the list cannot be loaded, and loads it again on retry', async () => {
    let calls = 0;
    const { actor, idle } = start({
      load: async () => {
        calls += 1;
        if (calls === 1) throw offline;
        return [exportRequest];
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectError(actor.getSnapshot())).toBe('network');
    actor.send({ type: 'requests.retry' });
    await idle();
    expect(selectRequests(actor.getSnapshot())).toEqual([exportRequest]);
    expect(selectError(actor.getSnapshot())).toBeUndefined();
  });

  it('asks for the data at once, with an Idempotency-Key, and announces the protocol', async () => {
    const { actor, sent, announced, idle } = start();
    await idle();
    actor.send({ type: 'privacy.request', kind: 'EXPORT' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await idle();
    expect(sent).toEqual([{ kind: 'EXPORT', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(selectRequests(actor.getSnapshot())).toEqual([exportRequest]);
    expect(announced).toEqual([exportRequest]);
    expect(selectPendingKind(actor.getSnapshot())).toBeUndefined();
  });

  it('asks to confirm a deletion; cancelling sends nothing', async () => {
    const { actor, sent, idle } = start();
    await idle();
    actor.send({ type: 'privacy.request', kind: 'DELETE' });
    expect(selectIsConfirmingDeletion(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'deletion.cancel' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(sent).toEqual([]);
  });

  it('ends once the account is deleted', async () => {
    const { actor, sent, idle } = start({ create: async () => deletionRequest });
    await idle();
    actor.send({ type: 'privacy.request', kind: 'DELETE' });
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, selectIsAccountDeleted);
    expect(actor.getSnapshot().output).toEqual({ accountDeleted: true });
    expect(sent.map((input) => input.kind)).toEqual(['DELETE']);
  });

  it('says an order is on its way, and a retry is the same request with the same key', async () => {
    let calls = 0;
    const { actor, sent, idle, refused } = start({
      create: async () => {
        calls += 1;
        if (calls === 1) throw orderInProgress;
        return deletionRequest;
      },
    });
    await idle();
    actor.send({ type: 'privacy.request', kind: 'DELETE' });
    actor.send({ type: 'deletion.confirm' });
    await refused();
    expect(selectError(actor.getSnapshot())).toBe('orderInProgress');
    actor.send({ type: 'request.retry' });
    await waitFor(actor, selectIsAccountDeleted);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('makes a new request, with a new key, when the customer asks again after a failure', async () => {
    let calls = 0;
    const { actor, sent, idle, refused } = start({
      create: async () => {
        calls += 1;
        if (calls === 1) throw offline;
        return exportRequest;
      },
    });
    await idle();
    actor.send({ type: 'privacy.request', kind: 'EXPORT' });
    await refused();
    expect(selectError(actor.getSnapshot())).toBe('network');
    actor.send({ type: 'privacy.request', kind: 'EXPORT' });
    await idle();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });
});
