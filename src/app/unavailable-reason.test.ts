import { describe, expect, it } from 'vitest';
import { unavailableOf } from './unavailable-reason.ts';

describe('what a 412 says, for the unavailable-service modal', () => {
  it('takes the reason from its code and the hours from its answer', () => {
    const body = {
      detail: 'the store is closed',
      code: 'STORE_CLOSED',
      service_type: 'delivery',
      next_opening: '2026-11-24T18:30:00-03:00',
      today_hours: [{ startTime: '18:30', endTime: '22:30' }],
      store_hours: [{ startTime: '18:00', endTime: '23:00' }],
    };
    expect(unavailableOf({ code: 'STORE_CLOSED', body })).toEqual({
      reason: 'STORE_CLOSED',
      service_type: 'delivery',
      next_opening: '2026-11-24T18:30:00-03:00',
      today_hours: [{ startTime: '18:30', endTime: '22:30' }],
      store_hours: [{ startTime: '18:00', endTime: '23:00' }],
    });
  });

  it('says the reason alone when the answer carries no hours, and a day without service for an unknown code', () => {
    expect(unavailableOf({ code: 'OUT_OF_AREA', body: { detail: 'far' } })).toEqual({
      reason: 'OUT_OF_AREA',
      next_opening: null,
      today_hours: [],
    });
    expect(unavailableOf({ code: 'SOMETHING', body: 'not json' }).reason).toBe('UNAVAILABLE_TODAY');
  });
});
