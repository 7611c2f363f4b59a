// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { StepProgress } from './step-progress.tsx';

describe('StepProgress', () => {
  it('says which step of how many and fills the bar as far', () => {
    renderUi(<StepProgress current={2} total={6} label="Verify" />);
    expect(screen.getByText('Step 2 of 6')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Step 2 of 6 Verify' }) as HTMLProgressElement;
    expect(bar.value).toBe(2);
    expect(bar.max).toBe(6);
  });
});
