// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { CodeInput } from './code-input.tsx';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('');
  return <CodeInput value={code} onChange={setCode} onComplete={onComplete} error="" />;
}

describe('CodeInput', () => {
  it('is one labelled numeric input the phone can fill from the SMS', () => {
    renderUi(<Harness onComplete={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.inputMode).toBe('numeric');
    expect(input.maxLength).toBe(6);
  });

  it('keeps the digits of a pasted code and completes once', () => {
    const onComplete = vi.fn();
    renderUi(<Harness onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '123 456' } });
    expect(input.value).toBe('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('ignores letters while typing', () => {
    const onComplete = vi.fn();
    renderUi(<Harness onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1a2' } });
    expect(input.value).toBe('12');
    expect(onComplete).not.toHaveBeenCalled();
  });
});
