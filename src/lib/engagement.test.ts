import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngagementBatch } from '../../contract/schemas/engagement.ts';
import { engagementSink } from './engagement.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(send: (batch: EngagementBatch) => Promise<void>) {
  let userId: string | undefined;
  const adapter = engagementSink({
    appId: 'APP',
    dataCenter: 'DC_2',
    uniqueId: () => 'browser-1',
    userId: () => userId,
    send,
    now: () => 1_000,
  });
  return { ...adapter, signIn: (id: string) => (userId = id) };
}

describe('the engagement adapter (spec §7, §9)', () => {
  it('sends the engagement events of a second together, with the unique id, user and data center', async () => {
    const sent: EngagementBatch[] = [];
    const { sink, signIn } = setup(async (batch) => void sent.push(batch));
    signIn('u-1');
    sink({ kind: 'engagement', name: 'PRODUCT_OPENED', properties: { item_id: 'i-1' } });
    sink({ kind: 'commerce', name: 'payment_error', reason: 'declined' });
    sink({ kind: 'engagement', name: 'REGISTER_STARTED' });
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([
      {
        app_id: 'APP',
        data_center: 'DC_2',
        unique_id: 'browser-1',
        user_id: 'u-1',
        events: [
          {
            name: 'PRODUCT_OPENED',
            properties: { item_id: 'i-1' },
            occurred_at: new Date(1_000).toISOString(),
          },
          { name: 'REGISTER_STARTED', properties: {}, occurred_at: new Date(1_000).toISOString() },
        ],
      },
    ]);
  });

  it('keeps a batch that failed for the next one, and keeps to what the API accepts', async () => {
    const sent: EngagementBatch[] = [];
    let online = false;
    const { sink, flush } = setup(async (batch) => {
      if (!online) throw new Error('offline');
      sent.push(batch);
    });
    sink({
      kind: 'engagement',
      name: 'LOGIN',
      properties: { userDeviceVersion: 'x'.repeat(300), huge: 2 ** 40, ['k'.repeat(65)]: 1 },
    });
    await flush();
    expect(sent).toEqual([]);
    online = true;
    sink({ kind: 'engagement', name: 'SEARCH', properties: { query: 'picanha' } });
    await flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.user_id).toBeUndefined();
    expect(sent[0]?.events.map((event) => event.name)).toEqual(['LOGIN', 'SEARCH']);
    expect(Object.keys(sent[0]?.events[0]?.properties ?? {})).toEqual(['userDeviceVersion']);
    expect(sent[0]?.events[0]?.properties.userDeviceVersion).toHaveLength(200);
  });
});
