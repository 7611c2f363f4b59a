/**
 * Resolves once the element of `id` is in the document: the app has put a page where the boot bar
 * was. Stops watching, unresolved, when `signal` aborts.
 */
export const pageShown = (id: string, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (document.getElementById(id) !== null) return resolve();
    const observer = new MutationObserver(() => {
      if (document.getElementById(id) === null) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  });
