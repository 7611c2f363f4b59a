import { serializeAccessHint } from '../../contract/access-hint.ts';
import { selectCustomerHasAccess } from '../router/guard-facts.ts';
import type { AppActor } from './app-tree.ts';
import { onTreeSettled } from './tree-settled.ts';

/**
 * Keeps the access hint (contract/access-hint.ts) with the tree: written once the first screen is
 * drawn, then each time access changes (a sign-in, a sign-out, a guest's order, an address saved).
 * Written after the first screen: writing a cookie asks the browser's network process.
 */
export function bindAccessHint(app: AppActor): void {
  let kept: boolean | undefined;
  const keep = () => {
    const hasAccess = selectCustomerHasAccess(app.getSnapshot());
    if (hasAccess === kept) return;
    kept = hasAccess;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
    document.cookie = serializeAccessHint(hasAccess);
  };
  keep();
  onTreeSettled(app, keep);
}
