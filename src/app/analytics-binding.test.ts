import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AnalyticsConfig, EngagementBatch } from '../../contract/schemas/engagement.ts';
import { completeUser } from '../../machines/user/user.fixtures.ts';
import { userMachine } from '../../machines/user/user.machine.ts';
import type { UserInput } from '../../machines/user/user.types.ts';
import { track } from '../lib/analytics.ts';
import type { DataLayer } from '../lib/data-layer.ts';
import { trackWithConsent } from './analytics-binding.ts';

// Already evaluated, the adapters' dynamic imports resolve at once.
await import('../lib/data-layer.ts');
await import('../lib/engagement.ts');

const both: AnalyticsConfig = { data_layer: true, engagement: { app_id: 'APP', data_center: 'DC_2' } };
const consenting = { ...completeUser, accepted_notifications: true };
const search = { kind: 'engagement', name: 'SEARCH', properties: { query: 'picanha' } } as const;

let detach = () => {};
afterEach(() => detach());

function bind(input: UserInput, config: AnalyticsConfig = both) {
  const user = createActor(userMachine, { input }).start();
  const layer: DataLayer = [];
  const batches: EngagementBatch[] = [];
  const flushes: Array<() => void> = [];
  let configReads = 0;
  detach = trackWithConsent(user, {
    fetchConfig: async () => {
      configReads += 1;
      return config;
    },
    sendEngagement: async (batch) => void batches.push(batch),
    dataLayer: () => layer,
    newUniqueId: () => 'new-id',
    onPageHide: (flush) => flushes.push(flush),
  });
  /** Lets the adapters load (a dynamic import), then leaves the page: the engagement batch goes. */
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const flush of flushes) flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { user, layer, batches, settle, configReads: () => configReads };
}

describe('analytics with consent (spec §3, §7)', () => {
  it('sends nothing, loads nothing and makes no id for a visitor or a customer who did not consent', async () => {
    const visitor = bind(undefined);
    track(search);
    await visitor.settle();
    expect([visitor.layer, visitor.batches, visitor.configReads()]).toEqual([[], [], 0]);
    expect(visitor.user.getSnapshot().context.analyticsId).toBeUndefined();
    detach();
    const refused = bind({ type: 'registered', user: { ...completeUser, accepted_notifications: false } });
    track(search);
    await refused.settle();
    expect([refused.layer, refused.batches, refused.configReads()]).toEqual([[], [], 0]);
  });

  it('a consenting customer: the id is made and kept, both adapters receive the event, config read once', async () => {
    const { user, layer, batches, settle, configReads } = bind({ type: 'registered', user: consenting });
    track(search);
    track({ kind: 'engagement', name: 'REGISTER_STARTED' });
    await settle();
    expect(user.getSnapshot().context.analyticsId).toBe('new-id');
    expect(layer).toEqual([{ event: 'search', search_term: 'picanha' }]);
    expect(batches).toEqual([
      expect.objectContaining({
        app_id: 'APP',
        data_center: 'DC_2',
        unique_id: 'new-id',
        user_id: completeUser.id,
        events: [
          expect.objectContaining({ name: 'SEARCH', properties: { query: 'picanha' } }),
          expect.objectContaining({ name: 'REGISTER_STARTED' }),
        ],
      }),
    ]);
    expect(configReads()).toBe(1);
  });

  it('keeps a stored id (a b2c login brings the SDK’s) and loads only the adapters configured', async () => {
    const { layer, batches, settle } = bind(
      { type: 'b2c', user: consenting, analyticsId: 'moe-1' },
      { data_layer: false, engagement: { app_id: 'APP', data_center: 'DC_2' } },
    );
    track(search);
    await settle();
    expect(layer).toEqual([]);
    expect(batches.map((batch) => batch.unique_id)).toEqual(['moe-1']);
  });

  it('stops with consent: after logout nothing more is sent', async () => {
    const { user, batches, settle } = bind({ type: 'registered', user: consenting });
    user.send({ type: 'user.cleared' });
    track(search);
    await settle();
    expect(batches).toEqual([]);
  });
});
