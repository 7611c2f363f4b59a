import type { LegalText } from '../../contract/schemas/cms.ts';
import type { LegalDocument, ProfileErrorKey } from './profile.types.ts';

/** Steps 5 and 6 (spec §4): the text as the API has it, with its version. */
export const legalStep = (document: LegalDocument, error: ProfileErrorKey) =>
  ({
    tags: [`step:${document}`, 'route:/privacy/$id'],
    initial: 'loading',
    on: { 'step.back': '#profile.default' },
    states: {
      loading: {
        tags: 'busy',
        invoke: {
          id: 'loadLegal',
          src: 'loadLegal',
          input: document,
          onDone: {
            target: 'ready',
            actions: {
              type: 'storeLegal',
              params: ({ event }: { event: { output: LegalText } }) => event.output,
            },
          },
          onError: { target: 'failed', actions: { type: 'storeError', params: error } },
        },
      },
      ready: {},
      failed: { tags: 'error', on: { 'legal.retry': { target: 'loading', actions: 'clearError' } } },
    },
  }) as const;
