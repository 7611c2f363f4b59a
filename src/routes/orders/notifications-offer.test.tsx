// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { pwaMachine } from '../../../machines/pwa/pwa.machine.ts';
import type { NotificationsPermission } from '../../../machines/pwa/pwa.types.ts';
import { completeUser } from '../../../machines/user/user.fixtures.ts';
import { userMachine } from '../../../machines/user/user.machine.ts';
import type { UserInput } from '../../../machines/user/user.types.ts';
import { selectPushOfferDeclined } from '../../../machines/user/user-preferences.selectors.ts';
import { renderUi } from '../../ui/test-render.tsx';
import { NotificationsOfferCard } from './notifications-offer.tsx';

const signedIn: UserInput = { user: completeUser, type: 'registered' };

/**
 * The offer with a browser whose permission is `permission` and whose prompt answers `answer`; a
 * decline reaches the user store as the app's provided action sends it.
 */
function renderOffer({
  input = signedIn,
  permission = 'default',
  answer = permission,
}: {
  input?: UserInput;
  permission?: NotificationsPermission;
  answer?: NotificationsPermission;
} = {}) {
  const user = createActor(userMachine, { input }).start();
  const requestPermission = vi.fn(async () => answer);
  const pwa = createActor(
    pwaMachine.provide({
      actors: {
        serviceWorker: fromCallback(() => {}),
        readNotificationsPermission: fromPromise(async () => permission),
        requestNotificationsPermission: fromPromise(requestPermission),
      },
      actions: { rememberNotificationsDeclined: () => user.send({ type: 'pushOffer.declined' }) },
    }),
  ).start();
  renderUi(<NotificationsOfferCard pwa={pwa} user={user} />);
  return { user, requestPermission };
}

const offer = () => screen.queryByRole('region', { name: 'Be told when your order moves' });
/** The permission is read asynchronously: the offer shows, or not, once it is. */
const settled = () => act(async () => {});

describe('the notifications offer on a paid order', () => {
  it('is made to a signed-in customer whose browser pushes and who has not decided', async () => {
    renderOffer();
    await settled();
    expect(offer()).toBeTruthy();
  });

  it('is not made to a guest', async () => {
    renderOffer({ input: {} });
    await settled();
    expect(offer()).toBeNull();
  });

  it.each(['granted', 'denied', 'unsupported'] as const)(
    'is not made when the browser says %s',
    async (permission) => {
      renderOffer({ permission });
      await settled();
      expect(offer()).toBeNull();
    },
  );

  it('is not made again once turned down', async () => {
    renderOffer({ input: { ...signedIn, pushOfferDeclined: true } });
    await settled();
    expect(offer()).toBeNull();
  });

  it('asks the browser, and goes away without a mark when allowed (the push renewal takes it from there)', async () => {
    const { user, requestPermission } = renderOffer({ answer: 'granted' });
    await settled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' })));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(offer()).toBeNull();
    expect(selectPushOfferDeclined(user.getSnapshot())).toBe(false);
  });

  it.each(['denied', 'default'] as const)('goes away for good when the prompt answers %s', async (answer) => {
    const { user } = renderOffer({ answer });
    await settled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' })));
    expect(offer()).toBeNull();
    expect(selectPushOfferDeclined(user.getSnapshot())).toBe(true);
  });

  it('goes away for good on "No, thanks" without asking the browser', async () => {
    const { user, requestPermission } = renderOffer();
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(offer()).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(selectPushOfferDeclined(user.getSnapshot())).toBe(true);
  });
});
