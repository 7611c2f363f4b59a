import { describe, expect, it } from 'vitest';
import { getToasts } from '../ui/toast/toast-store.ts';
import { pushToastText, toastPushes } from './push-toast.ts';

describe('the toast of a web push (spec §9)', () => {
  it('reads "title: body" from what the service worker posts, and nothing else', () => {
    expect(pushToastText({ type: 'push.received', title: 'Seu pedido', body: 'Em preparo.' })).toBe(
      'Seu pedido: Em preparo.',
    );
    expect(pushToastText({ type: 'push.received', title: 'x' })).toBeUndefined();
    expect(pushToastText({ type: 'sw.other', title: 'x', body: 'y' })).toBeUndefined();
    expect(pushToastText('push.received')).toBeUndefined();
  });

  it('shows the toast while the app listens, and stops when told', () => {
    const container = new EventTarget() as ServiceWorkerContainer;
    const stop = toastPushes(container);
    const post = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }));
    post({ type: 'push.received', title: 'Conta paga', body: 'A conta da mesa 7 foi quitada.' });
    expect(getToasts().map((toast) => [toast.kind, toast.message])).toContainEqual([
      'info',
      'Conta paga: A conta da mesa 7 foi quitada.',
    ]);
    stop();
    const count = getToasts().length;
    post({ type: 'push.received', title: 'a', body: 'b' });
    expect(getToasts()).toHaveLength(count);
  });
});
