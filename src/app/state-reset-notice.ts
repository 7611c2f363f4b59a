import { i18n } from '@lingui/core';
import { errorMessages } from '../api/error-messages.ts';
import { toast } from '../ui/toast/toast-store.ts';

/** Spec §8 406: the toast that says why the customer is home again. */
export const announceStateReset = () => toast.info(i18n._(errorMessages.stateReset));
