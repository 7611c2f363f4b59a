import { fromPromise } from 'xstate';
import type { CmsContent } from '../../contract/schemas/cms.ts';
import { customerCareMachine } from '../../machines/customer-care/customer-care.machine.ts';
import type { SupportClicked } from '../../machines/customer-care/customer-care.types.ts';
import { fetchCmsContents } from '../api/cms.ts';
import { type EngagementEvent, trackWith } from '../lib/analytics.ts';

/** The CMS content with the brand's contact (spec §7 CMS contents). */
const SUPPORT_CODE = 'support';

async function loadSupport(signal: AbortSignal): Promise<CmsContent> {
  const contents = await fetchCmsContents({ codes: [SUPPORT_CODE], signal });
  const support = contents.find((content) => content.code === SUPPORT_CODE);
  if (support === undefined) throw new Error('the API has no customer care content');
  return support;
}

export const supportClickedEvent = ({ source, order_id }: SupportClicked): EngagementEvent => ({
  kind: 'engagement',
  name: 'SUPPORT_CLICKED',
  properties: order_id === undefined ? { source } : { source, order_id },
});

/**
 * Customer care with its real effects: the content read from the API's CMS, each opening reported
 * through the analytics seam. Loaded with the pages that offer it (the profile's, an order's).
 */
export const customerCareLogic = customerCareMachine.provide({
  actors: { loadContent: fromPromise<CmsContent, undefined>(({ signal }) => loadSupport(signal)) },
  actions: { trackSupportClicked: trackWith(supportClickedEvent) },
});
