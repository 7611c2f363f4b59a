import { describe, expect, it } from 'vitest';
import { createClock } from './clock.ts';

describe('the API clock', () => {
  it('reads the wall clock until a time is set, then runs on from it', () => {
    let wall = Date.parse('2026-03-02T12:00:00Z');
    const clock = createClock(() => wall);
    expect(clock.now().toISOString()).toBe('2026-03-02T12:00:00.000Z');
    clock.set(new Date('2026-03-03T03:30:00Z'));
    wall += 60_000;
    expect(clock.now().toISOString()).toBe('2026-03-03T03:31:00.000Z');
    clock.set(undefined);
    expect(clock.now().getTime()).toBe(wall);
  });
});
