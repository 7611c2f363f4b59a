import { fromCallback } from 'xstate';
import type { ApprovalWindowEvent } from '../../../machines/login/login.types.ts';
import { apiHref } from '../../lib/api-href.ts';

/**
 * The external identity provider approves a b2c login in a window of its own. Browsers only open
 * windows during a tap, while the approval URL arrives after a call: the window opens blank as this
 * actor starts (within the tap's `b2c.start`), is pointed at the URL it is sent, and is closed if
 * the sign-in stops before that.
 */
export const approvalWindow = fromCallback<ApprovalWindowEvent>(({ receive }) => {
  let reserved = window.open('about:blank', '_blank');
  if (reserved) reserved.opener = null;
  receive(({ approvalUrl }) => {
    const href = apiHref(approvalUrl);
    if (reserved && !reserved.closed) reserved.location.href = href;
    else window.open(href, '_blank', 'noopener');
    reserved = null;
  });
  return () => reserved?.close();
});
