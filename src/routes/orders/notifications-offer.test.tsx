// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { completeUser } from '../../../machines/user/user.fixtures.ts';
import { userMachine } from '../../../machines/user/user.machine.ts';
import type { UserInput } from '../../../machines/user/user.types.ts';
import { selectPushOfferDeclined } from '../../../machines/user/user-preferences.selectors.ts';
import { renderUi } from '../../ui/test-render.tsx';
import { NotificationsOffer } from './notifications-offer.tsx';

const signedIn: UserInput = { user: completeUser, type: 'registered' };

/** A browser that pushes, with the customer's answer to the permission prompt. */
function browserWith(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  return requestPermission;
}

function renderOffer(input: UserInput = signedIn) {
  const user = createActor(userMachine, { input }).start();
  renderUi(<NotificationsOffer user={user} />);
  return user;
}

const offer = () => screen.queryByRole('region', { name: 'Be told when your order moves' });

afterEach(() => vi.unstubAllGlobals());

describe('the notifications offer on a paid order', () => {
  it('is made to a signed-in customer whose browser pushes and who has not decided', () => {
    browserWith('default');
    renderOffer();
    expect(offer()).toBeTruthy();
  });

  it('is not made to a guest', () => {
    browserWith('default');
    renderOffer({});
    expect(offer()).toBeNull();
  });

  it.each(['granted', 'denied'] as const)('is not made when notifications are already %s', (permission) => {
    browserWith(permission);
    renderOffer();
    expect(offer()).toBeNull();
  });

  it('is not made by a browser without notifications or push', () => {
    renderOffer();
    expect(offer()).toBeNull();
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    renderOffer();
    expect(offer()).toBeNull();
  });

  it('is not made again once turned down', () => {
    browserWith('default');
    renderOffer({ ...signedIn, pushOfferDeclined: true });
    expect(offer()).toBeNull();
  });

  it('asks the browser, and goes away without a mark when allowed (the push renewal takes it from there)', async () => {
    const requestPermission = browserWith('default', 'granted');
    const user = renderOffer();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' })));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(offer()).toBeNull();
    expect(selectPushOfferDeclined(user.getSnapshot())).toBe(false);
  });

  it.each(['denied', 'default'] as const)('goes away for good when the prompt answers %s', async (answer) => {
    browserWith('default', answer);
    const user = renderOffer();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' })));
    expect(offer()).toBeNull();
    expect(selectPushOfferDeclined(user.getSnapshot())).toBe(true);
  });

  it('goes away for good on "No, thanks" without asking the browser', () => {
    const requestPermission = browserWith('default');
    const user = renderOffer();
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(offer()).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(selectPushOfferDeclined(user.getSnapshot())).toBe(true);
  });
});
