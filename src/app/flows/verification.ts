import { fromPromise } from 'xstate';
import { verificationMachine } from '../../../machines/shared/verification.machine.ts';
import type { CheckCodeInput, CodeSent, SendCodeInput } from '../../../machines/shared/verification.types.ts';

export interface VerificationCalls {
  /** True when the code is the one sent to the destination. */
  check(input: CheckCodeInput, signal: AbortSignal): Promise<boolean>;
  /** Sends a new code (the API refuses within 60 s of the last one). */
  send(input: SendCodeInput, signal: AbortSignal): Promise<void>;
}

/** The code step of a flow, with that flow's API calls; the user store keeps when each code was sent. */
export function provideVerification(calls: VerificationCalls) {
  return verificationMachine.provide({
    actors: {
      checkCode: fromPromise(({ input, signal }: { input: CheckCodeInput; signal: AbortSignal }) =>
        calls.check(input, signal),
      ),
      sendCode: fromPromise(({ input, signal }: { input: SendCodeInput; signal: AbortSignal }) =>
        calls.send(input, signal),
      ),
    },
    actions: {
      recordCodeSent: ({ system }, sent: CodeSent) =>
        system.get('user')?.send({ type: 'resend.recorded', channel: sent.channel, at: sent.at }),
    },
  });
}
