import { describe, expect, it } from 'vitest';
import { hasAccessHint, serializeAccessHint } from './access-hint.ts';

describe('the access hint', () => {
  it.each`
    cookies                       | hint
    ${'access=1'}                 | ${true}
    ${'locale=pt-BR; access = 1'} | ${true}
    ${'access='}                  | ${false}
    ${'access=true'}              | ${false}
    ${'no_access=1'}              | ${false}
    ${''}                         | ${false}
  `('"$cookies": $hint', ({ cookies, hint }) => {
    expect(hasAccessHint(cookies)).toBe(hint);
  });

  it('is kept for a year, and dropped at once', () => {
    expect(serializeAccessHint(true)).toBe('access=1; max-age=31536000; path=/; SameSite=Lax');
    expect(serializeAccessHint(false)).toBe('access=; max-age=0; path=/; SameSite=Lax');
    expect(hasAccessHint(serializeAccessHint(true))).toBe(true);
  });
});
