// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useWaiting } from './use-waiting.ts';

let renders: string[] = [];
let setWaiting: (waiting: boolean) => void = () => {};

function Page() {
  const [waiting, set] = useState(true);
  setWaiting = set;
  const shown = useWaiting(waiting) ? 'placeholder' : 'content';
  renders.push(shown);
  return <p>{shown}</p>;
}

describe('useWaiting', () => {
  it('keeps the placeholder for the urgent render that ends the wait, and shows the content after', async () => {
    render(<Page />);
    renders = [];
    await act(async () => setWaiting(false));
    expect(renders).toEqual(['placeholder', 'content']);
    expect(screen.getByText('content')).toBeDefined();
  });

  it('shows the placeholder at once when a wait starts again, in every render', async () => {
    render(<Page />);
    await act(async () => setWaiting(false));
    renders = [];
    await act(async () => setWaiting(true));
    expect(renders[0]).toBe('placeholder');
    expect(new Set(renders)).toEqual(new Set(['placeholder']));
  });
});
