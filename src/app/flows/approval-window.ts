import { config } from '../config.ts';

/**
 * The external identity provider approves a b2c login in a window of its own. Browsers only open
 * windows during a tap, while the approval URL arrives after a call: the window is opened blank on
 * the tap and pointed at the URL once it is known.
 */
let reserved: Window | null = null;

export function reserveApprovalWindow(): void {
  reserved = window.open('about:blank', '_blank');
  if (reserved) reserved.opener = null;
}

/** The provider's URL may be relative to the API host (the reference API answers `/dev/b2c/approve?…`). */
export function approvalHref(approvalUrl: string): string {
  return new URL(approvalUrl, new URL(config.apiUrl, window.location.href)).href;
}

export function openApproval(approvalUrl: string): void {
  const href = approvalHref(approvalUrl);
  if (reserved && !reserved.closed) reserved.location.href = href;
  else window.open(href, '_blank', 'noopener');
  reserved = null;
}

/** The window reserved for a b2c login that did not start. */
export function releaseApprovalWindow(): void {
  reserved?.close();
  reserved = null;
}
