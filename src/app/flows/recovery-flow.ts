import { createActor, fromPromise } from 'xstate';
import { hrefOf } from '../../../contract/routes.ts';
import { recoveryMachine } from '../../../machines/recovery/recovery.machine.ts';
import { selectLocation } from '../../../machines/recovery/recovery.selectors.ts';
import type { ResetPasswordInput } from '../../../machines/recovery/recovery.types.ts';
import type { VerificationChannel } from '../../../machines/shared/verification.types.ts';
import { checkRecoveryCode, checkRecoveryEmail, checkRecoveryPhone, resetPassword } from '../../api/auth.ts';
import type { RouterContext } from '../../router/guard-navigation.ts';
import { AccountError, explainRefusal } from './account-effects.ts';
import { routeScopedFlow } from './route-scoped-flow.ts';
import { provideVerification } from './verification.ts';

/** The body field of the channel: `{ email }` or `{ phone_number }`. */
const contact = (channel: VerificationChannel, destination: string) =>
  channel === 'email' ? { email: destination } : { phone_number: destination };

/** Password recovery (spec §2, §5) with the passwords API. */
export function provideRecoveryMachine(actors: RouterContext) {
  const verification = provideVerification(actors, {
    check: async ({ channel, destination, code }, signal) =>
      (await checkRecoveryCode({ ...contact(channel, destination), code, signal })).is_valid,
    send: async ({ channel, destination }, signal) => {
      const { is_valid } =
        channel === 'email'
          ? await checkRecoveryEmail({ email: destination, signal })
          : await checkRecoveryPhone({ phoneNumber: destination, signal });
      if (!is_valid) throw new AccountError(channel === 'email' ? 'invalidEmail' : 'invalidPhone');
    },
  });

  return recoveryMachine.provide({
    actors: {
      checkRecoveryEmail: fromPromise(
        async ({ input, signal }: { input: { email: string }; signal: AbortSignal }) =>
          (await checkRecoveryEmail({ email: input.email, signal })).is_valid,
      ),
      checkRecoveryPhone: fromPromise(
        async ({ input, signal }: { input: { phone_number: string }; signal: AbortSignal }) =>
          (await checkRecoveryPhone({ phoneNumber: input.phone_number, signal })).is_valid,
      ),
      verification,
      resetPassword: fromPromise(
        async ({ input, signal }: { input: ResetPasswordInput; signal: AbortSignal }) => {
          const { channel, destination, code, password } = input;
          await resetPassword({ ...contact(channel, destination), code, password, signal }).catch(
            explainRefusal,
          );
        },
      ),
    },
  });
}

export const RECOVERY_STEPS = [
  '/recovery',
  '/recovery/verify?type=email',
  '/recovery/verify?type=phone',
  '/recovery/password',
  '/recovery/confirm',
] as const;

/** One recovery for all of /recovery/*; once the password is changed, the visitor logs in with it. */
export const recoveryFlow = routeScopedFlow({
  scope: '/recovery',
  steps: RECOVERY_STEPS,
  create: (actors) => createActor(provideRecoveryMachine(actors), { input: {} }),
  stepPath: (snapshot) => {
    const location = selectLocation(snapshot);
    return location && hrefOf(location);
  },
  onDone: (router) => void router.navigate({ to: '/auth/login' }),
});

export type RecoveryActor = ReturnType<typeof recoveryFlow.acquire>;
