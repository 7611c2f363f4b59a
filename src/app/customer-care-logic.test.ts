import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectContent, selectError } from '../../machines/customer-care/customer-care.selectors.ts';
import { fetchCmsContents } from '../api/cms.ts';
import { attachAnalytics, type TrackedEvent } from '../lib/analytics.ts';
import { customerCareLogic, supportClickedEvent } from './customer-care-logic.ts';

vi.mock('../api/cms.ts', () => ({ fetchCmsContents: vi.fn() }));
const contents = vi.mocked(fetchCmsContents);

const support = { code: 'support', title: 'Atendimento', body: 'atendimento@brasagrill.com.br' };

function openCare() {
  const care = createActor(customerCareLogic, { input: { source: 'order', orderId: 'o-1' } }).start();
  care.send({ type: 'care.open' });
  return waitFor(care, (snapshot) => !snapshot.hasTag('busy'));
}

afterEach(() => contents.mockReset());

describe('customer care with its real effects', () => {
  it('reads the CMS content "support" and reports the opening through the analytics seam', async () => {
    const tracked: TrackedEvent[] = [];
    const detach = attachAnalytics((event) => void tracked.push(event));
    contents.mockResolvedValue([{ code: 'about', title: 'Sobre', body: '…' }, support]);
    const snapshot = await openCare();
    detach();
    expect(contents).toHaveBeenCalledWith(expect.objectContaining({ codes: ['support'] }));
    expect(selectContent(snapshot)).toEqual(support);
    expect(tracked).toEqual([
      { kind: 'engagement', name: 'SUPPORT_CLICKED', properties: { source: 'order', order_id: 'o-1' } },
    ]);
  });

  it('says it failed when the API has no such content', async () => {
    contents.mockResolvedValue([]);
    expect(selectError(await openCare())).toBe('default');
  });

  it('carries no order id when opened from the profile', () => {
    expect(supportClickedEvent({ source: 'profile' })).toEqual({
      kind: 'engagement',
      name: 'SUPPORT_CLICKED',
      properties: { source: 'profile' },
    });
  });
});
