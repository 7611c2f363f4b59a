import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldProblem, GeolocationErrorKey } from '../../../machines/geolocation/geolocation.types.ts';
import { errorMessages } from '../../api/error-messages.ts';

const wizardMessages: Partial<Record<GeolocationErrorKey, MessageDescriptor>> = {
  permissionDenied: msg`Location is blocked for this site. Type your CEP or your street instead.`,
  positionUnavailable: msg`We couldn't get your location. Type your CEP or your street instead.`,
  postalCodeInvalid: msg`A CEP has 8 digits, like 01310-100.`,
  postalCodeNotFound: msg`We couldn't find this CEP. Check it, or search by street.`,
  addressQueryInvalid: msg`Type at least 3 letters of the street or the neighbourhood.`,
  addressNotFound: msg`We couldn't find this address. Try another spelling or your CEP.`,
  addressFormInvalid: msg`Check the fields marked below.`,
  registerAddressFailed: msg`This address is already saved, or we couldn't save it. Check it and try again.`,
};

/** What the wizard says for an error key (spec §8 for the API's, the wizard's own otherwise). */
export const wizardErrorMessage = (key: GeolocationErrorKey): MessageDescriptor =>
  wizardMessages[key] ?? errorMessages[key as keyof typeof errorMessages] ?? errorMessages.default;

export const fieldProblemMessages: Record<FieldProblem, MessageDescriptor> = {
  required: msg`Fill this in.`,
  tooLong: msg`This is too long.`,
};
