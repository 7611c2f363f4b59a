// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { verificationMachine } from '../../../machines/shared/verification.machine.ts';
import { startupMachine } from '../../../machines/startup/startup.machine.ts';
import { getToasts, toast } from '../../ui/toast/toast-store.ts';
import { appWith } from '../test-app.ts';
import { renderInRouter } from '../test-router.tsx';
import { VerifyCodeStep } from './verify-code-step.tsx';

function startVerification(valid: boolean) {
  const machine = verificationMachine.provide({
    actors: {
      checkCode: fromPromise(async () => valid),
      sendCode: fromPromise(async () => {}),
    },
  });
  return createActor(machine, { input: { channel: 'email', destination: 'ana@example.com' } }).start();
}

async function renderStep(valid: boolean) {
  const verification = startVerification(valid);
  await renderInRouter(
    () => (
      <VerifyCodeStep
        flow={verification}
        verification={verification}
        channel="email"
        destination="ana@example.com"
      />
    ),
    // The page's layout reads the features (where "home" leads).
    {
      app: appWith({
        startup: createActor(startupMachine, { input: { skipLoad: true, mayHaveAccess: true } }).start(),
      }),
    },
  );
  return verification;
}

describe('the code step', () => {
  it('counts down to the next resend, which is refused until then', async () => {
    await renderStep(true);
    const resend = screen.getByRole('button', { name: /Resend code in (1:00|0:5\d)/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('ana@example.com')).toBeTruthy();
  });

  it('keeps a wrong code, says so under the field and moves the focus there', async () => {
    await renderStep(false);
    const code = screen.getByLabelText('Verification code') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(code, { target: { value: '000000' } });
    });
    await waitFor(() => expect(screen.getByText('The code is invalid or has expired.')).toBeTruthy());
    expect(code.value).toBe('000000');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(code));
  });

  it('finishes with a right code', async () => {
    const verification = await renderStep(true);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    await waitFor(() => expect(verification.getSnapshot().status).toBe('done'));
  });
});

describe('asking for a new code', () => {
  afterEach(() => {
    vi.useRealTimers();
    toast.clear();
  });

  it('is offered after 60 s and confirmed once the code went out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderStep(true);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(getToasts().map((item) => item.message)).toEqual(['We sent you a new code.']));
    expect(screen.getByRole('button', { name: /Resend code in (1:00|0:5\d)/ })).toBeTruthy();
  });
});
