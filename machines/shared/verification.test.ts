import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { verificationMachine } from './verification.machine.ts';
import {
  selectCanResend,
  selectError,
  selectIsVerified,
  selectResendAvailableAt,
  selectSecondsUntilResend,
} from './verification.selectors.ts';
import type { CheckCodeInput, CodeSent, SendCodeInput } from './verification.types.ts';

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

function startVerification(options: { valid?: boolean; send?: () => Promise<void> } = {}) {
  const checked: CheckCodeInput[] = [];
  const sent: SendCodeInput[] = [];
  const recorded: CodeSent[] = [];
  const machine = verificationMachine.provide({
    actors: {
      checkCode: fromPromise<boolean, CheckCodeInput>(async ({ input }) => {
        checked.push(input);
        return options.valid ?? true;
      }),
      sendCode: fromPromise<void, SendCodeInput>(async ({ input }) => {
        sent.push(input);
        return (options.send ?? (async () => {}))();
      }),
    },
    actions: { recordCodeSent: (_, codeSent: CodeSent) => recorded.push(codeSent) },
  });
  const verification = createActor(machine, {
    input: { channel: 'phone', destination: '+5511987654321' },
  }).start();
  return { verification, checked, sent, recorded };
}

describe('verification machine', () => {
  it('checks the typed code with the destination and finishes with it', async () => {
    const { verification, checked } = startVerification();
    verification.send({ type: 'code.submit', code: ' 123456 ' });
    await flush();
    expect(checked).toEqual([{ channel: 'phone', destination: '+5511987654321', code: '123456' }]);
    expect(selectIsVerified(verification.getSnapshot())).toBe(true);
    expect(verification.getSnapshot().output).toEqual({ code: '123456' });
  });

  it('"code false = invalid code": stays to let the user type again', async () => {
    const { verification } = startVerification({ valid: false });
    verification.send({ type: 'code.submit', code: '000000' });
    await flush();
    expect(selectError(verification.getSnapshot())).toBe('invalidCode');
    expect(selectIsVerified(verification.getSnapshot())).toBe(false);
  });

  it('"A resend … is allowed only when more than 60 seconds have passed since the last request."', async () => {
    const { verification, sent, recorded } = startVerification();
    expect(recorded).toEqual([{ channel: 'phone', at: 1_000_000 }]);
    expect(selectResendAvailableAt(verification.getSnapshot())).toBe(1_060_000);
    vi.advanceTimersByTime(59_999);
    expect(selectSecondsUntilResend(verification.getSnapshot(), Date.now())).toBe(1);
    verification.send({ type: 'code.resend' });
    expect(sent).toEqual([]);
    expect(selectError(verification.getSnapshot())).toBe('resendTooSoon');
    vi.advanceTimersByTime(1);
    expect(selectCanResend(verification.getSnapshot())).toBe(true);
    verification.send({ type: 'code.resend' });
    await flush();
    expect(sent).toEqual([{ channel: 'phone', destination: '+5511987654321' }]);
    expect(recorded.at(-1)).toEqual({ channel: 'phone', at: 1_060_000 });
    expect(selectCanResend(verification.getSnapshot())).toBe(false);
    expect(selectResendAvailableAt(verification.getSnapshot())).toBe(1_120_000);
    expect(selectError(verification.getSnapshot())).toBeUndefined();
  });

  it('waits again when the server answers 429 to a resend', async () => {
    const { verification } = startVerification({
      send: () => Promise.reject({ key: 'default', status: 429 }),
    });
    vi.advanceTimersByTime(60_000);
    verification.send({ type: 'code.resend' });
    await flush();
    expect(selectError(verification.getSnapshot())).toBe('resendTooSoon');
    expect(selectCanResend(verification.getSnapshot())).toBe(false);
  });

  it('lets the user retry a resend that failed otherwise', async () => {
    const { verification } = startVerification({ send: () => Promise.reject({ key: 'network' }) });
    vi.advanceTimersByTime(60_000);
    verification.send({ type: 'code.resend' });
    await flush();
    expect(selectError(verification.getSnapshot())).toBe('network');
    expect(selectCanResend(verification.getSnapshot())).toBe(true);
  });

  it('ignores a second code while checking the first', async () => {
    const { verification, checked } = startVerification();
    verification.send({ type: 'code.submit', code: '123456' });
    verification.send({ type: 'code.submit', code: '654321' });
    await flush();
    expect(checked).toEqual([{ channel: 'phone', destination: '+5511987654321', code: '123456' }]);
    expect(verification.getSnapshot().output).toEqual({ code: '123456' });
  });
});
