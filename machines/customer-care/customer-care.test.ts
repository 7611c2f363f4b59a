import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CmsContent } from '../../contract/schemas/cms.ts';
import { customerCareMachine } from './customer-care.machine.ts';
import { selectContent, selectError, selectIsOpen } from './customer-care.selectors.ts';
import type { CareSource, SupportClicked } from './customer-care.types.ts';

const support: CmsContent = {
  code: 'support',
  title: 'Customer care',
  body: 'Reach us on +55 11 3105-0150.',
};

function startCare(from: CareSource, answers: Array<CmsContent | 'offline'>) {
  const tracked: SupportClicked[] = [];
  let reads = 0;
  const machine = customerCareMachine.provide({
    actors: {
      loadContent: fromPromise<CmsContent, undefined>(async () => {
        const answer = answers[reads++];
        if (answer === undefined || answer === 'offline') throw { key: 'network' };
        return answer;
      }),
    },
    actions: { trackSupportClicked: (_, clicked) => void tracked.push(clicked) },
  });
  const actor = createActor(machine, { input: from }).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, tracked, settled, reads: () => reads };
}

describe('customer care', () => {
  it('reports SUPPORT_CLICKED from the profile and shows the content it read', async () => {
    const { actor, tracked, settled } = startCare({ source: 'profile' }, [support]);
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'care.open' });
    expect(tracked).toEqual([{ source: 'profile' }]);
    await settled();
    expect(selectContent(actor.getSnapshot())).toEqual(support);
  });

  it('names the order it was opened from', () => {
    const { actor, tracked } = startCare({ source: 'order', orderId: 'order-9' }, [support]);
    actor.send({ type: 'care.open' });
    expect(tracked).toEqual([{ source: 'order', order_id: 'order-9' }]);
  });

  it('says a failed read and reads again on "try again"', async () => {
    const { actor, settled, reads } = startCare({ source: 'profile' }, ['offline', support]);
    actor.send({ type: 'care.open' });
    await settled();
    expect(selectError(actor.getSnapshot())).toBe('network');
    expect(selectContent(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'care.retry' });
    await settled();
    expect(reads()).toBe(2);
    expect(selectError(actor.getSnapshot())).toBeUndefined();
    expect(selectContent(actor.getSnapshot())).toEqual(support);
  });

  it('closes, and opens again with the content it has, tracking each opening', async () => {
    const { actor, tracked, settled, reads } = startCare({ source: 'profile' }, [support]);
    actor.send({ type: 'care.open' });
    await settled();
    actor.send({ type: 'care.close' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(selectContent(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'care.open' });
    expect(selectContent(actor.getSnapshot())).toEqual(support);
    expect(reads()).toBe(1);
    expect(tracked).toHaveLength(2);
  });

  it('stops reading when closed while the content loads', () => {
    const { actor } = startCare({ source: 'profile' }, [support]);
    actor.send({ type: 'care.open' });
    actor.send({ type: 'care.close' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().children.loadContent).toBeUndefined();
  });
});
