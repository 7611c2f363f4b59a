import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LegalText } from '../../contract/schemas/cms.ts';
import { tableTermsMachine } from './table-terms.machine.ts';

const terms: LegalText = {
  title: 'Termos do pagamento na mesa',
  body: 'Ao pagar pela mesa…',
  version: '3',
  published_at: '2026-01-15',
};

function startTerms(answers: Array<() => Promise<LegalText>>) {
  let calls = 0;
  const machine = tableTermsMachine.provide({
    actors: {
      loadTerms: fromPromise(() => answers[calls++]?.() ?? Promise.reject(new Error('asked too often'))),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls: () => calls };
}

describe('table terms', () => {
  it('loads the terms once and keeps them for the other terms page', async () => {
    const { actor, calls } = startTerms([async () => terms]);
    actor.send({ type: 'terms.load' });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    actor.send({ type: 'terms.load' });
    expect(actor.getSnapshot().context.terms).toEqual(terms);
    expect(calls()).toBe(1);
  });

  it('asks again only after a failure', async () => {
    const { actor, calls } = startTerms([() => Promise.reject(new Error('offline')), async () => terms]);
    actor.send({ type: 'terms.load' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'terms.load' });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(calls()).toBe(2);
  });
});
