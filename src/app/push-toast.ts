import { toast } from '../ui/toast/toast-store.ts';

/** Spec §9 "Web-push notifications show 'title: body' as a toast": the text of what the worker heard. */
export function pushToastText(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, title, body } = data as Record<string, unknown>;
  if (type !== 'push.received' || typeof title !== 'string' || typeof body !== 'string') return undefined;
  return `${title}: ${body}`;
}

/** While the app is open, each push the service worker receives is shown as a toast too. */
export function toastPushes(container: ServiceWorkerContainer): () => void {
  const onMessage = (event: MessageEvent) => {
    const text = pushToastText(event.data);
    if (text !== undefined) toast.info(text);
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
