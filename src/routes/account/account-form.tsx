import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';

export interface AccountFormProps {
  onSubmit: () => void;
  submitLabel: string;
  /** A call is under way: the submit button shows it and further submits are ignored. */
  busy: boolean;
  /** The machine's error id: a new one moves the focus to the invalid field, else to the message. */
  errorKey: string | undefined;
  /** The translated message when no field shows it. */
  formError?: string;
  children: ReactNode;
  /** Below the submit button: secondary links and actions. */
  after?: ReactNode;
}

/** The form of an account step: fields, the form-level error, one full-width submit. */
export function AccountForm({
  onSubmit,
  submitLabel,
  busy,
  errorKey,
  formError,
  children,
  after,
}: AccountFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt refocuses the same error
  useEffect(() => {
    const form = formRef.current;
    if (errorKey === undefined || form === null) return;
    const invalid =
      form.querySelector<HTMLElement>('input[aria-invalid="true"]') ??
      form.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? errorRef.current)?.focus();
  }, [errorKey, attempt]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAttempt((count) => count + 1);
    onSubmit();
  }

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      {children}
      <div ref={errorRef} tabIndex={-1} className="account-form__error">
        <FormError>{formError}</FormError>
      </div>
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
