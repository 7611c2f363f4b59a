import type { CheckCodeInput, SendCodeInput } from '../../../machines/shared/verification.types.ts';
import { checkEmail, checkEmailCode, checkPhone, checkPhoneCode } from '../../api/users.ts';
import { AccountError } from './account-effects.ts';

/**
 * Sends a code to a new e-mail or phone (`check-email` / `check-phone`); false when it belongs to
 * another account. The server refuses a second code to the same contact within 60 s (429).
 */
export async function sendContactCode({ channel, destination }: SendCodeInput, signal?: AbortSignal) {
  const { is_valid } =
    channel === 'email'
      ? await checkEmail({ email: destination, signal })
      : await checkPhone({ phoneNumber: destination, signal });
  return is_valid;
}

/** The code step of a new contact (registration, the table's registration update) with the users API. */
export const contactCodeCalls = {
  check: async ({ channel, destination, code }: CheckCodeInput, signal: AbortSignal) =>
    (channel === 'email'
      ? await checkEmailCode({ email: destination, code, signal })
      : await checkPhoneCode({ phoneNumber: destination, code, signal })
    ).is_valid,
  // The check calls send the code again; a destination taken meanwhile is that conflict.
  send: async (input: SendCodeInput, signal: AbortSignal) => {
    if (!(await sendContactCode(input, signal))) {
      throw new AccountError(input.channel === 'email' ? 'emailConflict' : 'phoneConflict');
    }
  },
};
