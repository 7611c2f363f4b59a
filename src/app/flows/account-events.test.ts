import { afterEach, describe, expect, it } from 'vitest';
import { attachAnalytics, type TrackedEvent, trackWith } from '../../lib/analytics.ts';
import { loginEvent, registerStartedEvent } from './account-events.ts';
import { addressRegisteredEvent } from './address-events.ts';

let detach = () => {};
afterEach(() => detach());

describe('the account flows’ engagement events (spec §3, §7)', () => {
  it('LOGIN carries userId, timestamp, userDeviceType and userDeviceVersion', () => {
    expect(
      loginEvent({
        userId: 'u-1',
        timestamp: Date.UTC(2026, 10, 24, 12),
        userDeviceType: 'web-android',
        userDeviceVersion: 'Mozilla/5.0 (Linux; Android 14)',
      }),
    ).toEqual({
      kind: 'engagement',
      name: 'LOGIN',
      properties: {
        userId: 'u-1',
        timestamp: '2026-11-24T12:00:00.000Z',
        userDeviceType: 'web-android',
        userDeviceVersion: 'Mozilla/5.0 (Linux; Android 14)',
      },
    });
  });

  it('REGISTER_STARTED names the first step; ADDRESS_REGISTERED goes only as far as the city', () => {
    expect(registerStartedEvent('email')).toEqual({
      kind: 'engagement',
      name: 'REGISTER_STARTED',
      properties: { first_step: 'email' },
    });
    const address = {
      id: 'a-1',
      isMain: true,
      postalCode: '01310-200',
      street: 'Avenida Paulista',
      number: '1578',
      complement: '',
      referencePoint: '',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      latitude: -23.56,
      longitude: -46.65,
    };
    expect(addressRegisteredEvent({ address, scope: 'register', isNew: true })).toEqual({
      kind: 'engagement',
      name: 'ADDRESS_REGISTERED',
      properties: { city: 'São Paulo', state: 'SP', district: 'Bela Vista', scope: 'register' },
    });
  });

  it('trackWith hands the action’s params, as an event, to the seam', () => {
    const seen: TrackedEvent[] = [];
    detach = attachAnalytics((event) => seen.push(event));
    trackWith(registerStartedEvent)({}, 'phone');
    expect(seen).toEqual([registerStartedEvent('phone')]);
  });
});
