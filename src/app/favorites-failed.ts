import { i18n } from '@lingui/core';
import { errorMessages } from '../api/error-messages.ts';
import { toast } from '../ui/toast/toast-store.ts';

/** Spec §8: "Address, favorite … failures show an error toast"; the list shown is empty. */
export const reportFavoritesFailed = () => toast.error(i18n._(errorMessages.getFavoritesFailed));
