import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WalletError } from '../../../machines/wallet/wallet.types.ts';
import { errorMessages } from '../../api/error-messages.ts';

/** What went wrong with the saved cards, by the step that failed (spec §8 "create card", "list card"). */
export function walletMessage({ key, during }: WalletError): MessageDescriptor {
  if (key === 'network' || key === 'timeout') return errorMessages[key];
  switch (during) {
    case 'load':
      return errorMessages.listCardsFailed;
    case 'add':
    case 'save':
      return errorMessages.createCardFailed;
    case 'setDefault':
      return msg`We couldn't make this card your default. Please try again.`;
    case 'delete':
      return msg`We couldn't delete this card. Please try again.`;
  }
}
