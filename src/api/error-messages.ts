import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiErrorKey } from '../../contract/errors.ts';
import { isApiError } from './errors.ts';

/**
 * The error catalogue (spec §8). Machines and errors carry these keys; views translate the
 * descriptor at render time: `t(errorMessage(error, 'createCardFailed'))`.
 */
export const errorMessages = {
  unauthorized: msg`Your session has expired. Please log in again.`,
  default: msg`Something went wrong. Please try again.`,
  invalidPassword: msg`The password is incorrect.`,
  deleteCartFailed: msg`We couldn't empty your cart. Please try again.`,
  createCardFailed: msg`We couldn't save your card. Check the details and try again.`,
  listCardsFailed: msg`We couldn't load your saved cards.`,
  sendSmsCodeFailed: msg`We couldn't send the SMS code. Please try again.`,
  rebuyOrderFailed: msg`We couldn't add this order to your cart again.`,
  updateUserFailed: msg`We couldn't update your details.`,
  updateUserImageFailed: msg`We couldn't update your photo.`,
  loadTermsFailed: msg`We couldn't load the terms of use.`,
  loadPolicyFailed: msg`We couldn't load the privacy policy.`,
  deleteAccountFailed: msg`We couldn't delete your account. Please try again.`,
  registerAddressFailed: msg`We couldn't save this address.`,
  getFavoritesFailed: msg`We couldn't load your favorites.`,
  getB2cInfoFailed: msg`We couldn't load your account information.`,
  emailConflict: msg`This e-mail is already registered.`,
  documentConflict: msg`This CPF is already registered.`,
  phoneConflict: msg`This phone number is already registered.`,
  invalidCode: msg`The code is invalid or has expired.`,
  invalidEmail: msg`We couldn't find an account with this e-mail.`,
  invalidPhone: msg`We couldn't find an account with this phone number.`,
  userNotFound: msg`We couldn't find this account.`,
  serviceUnavailable: msg`This service is not available right now.`,
  outOfRange: msg`You are outside the restaurant's service area.`,
  stateReset: msg`This cart was already ordered, so we started over. You'll find it in your orders.`,
  cartPlaced: msg`This cart was already ordered: you'll find it in your orders. A new cart is open.`,
  gone: msg`The restaurant information has changed. Please try again.`,
  network: msg`No connection. Check your internet and try again.`,
  timeout: msg`The server took too long to answer. Please try again.`,
  invalidResponse: msg`We received an unexpected answer. Please try again.`,
} satisfies Record<ApiErrorKey | (string & {}), MessageDescriptor>;

export type MessageKey = keyof typeof errorMessages;

/**
 * The message for a failed call: the error's own key when it says more than `default`, else the
 * operation's `fallback` (e.g. `createCardFailed`).
 */
export function errorMessage(error: unknown, fallback: MessageKey = 'default'): MessageDescriptor {
  return errorMessages[isApiError(error) && error.key !== 'default' ? error.key : fallback];
}
