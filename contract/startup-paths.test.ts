import { describe, expect, it } from 'vitest';
import { skipsStartupLoad, withoutReloadQuery } from './routes.ts';

describe('start-up paths', () => {
  it.each([
    ['/table', true],
    ['/table/order', true],
    ['/table-payment', true],
    ['/payments/external-confirmation', true],
    ['/', false],
    ['/menu', false],
  ])('%s skips the start-up load: %s', (path, skips) => {
    expect(skipsStartupLoad(path)).toBe(skips);
  });

  it('removes the reload query and keeps the others', () => {
    expect(withoutReloadQuery('/menu', '?reload&category=1')).toBe('/menu?category=1');
    expect(withoutReloadQuery('/', '?reload=true')).toBe('/');
  });

  it('leaves a URL without the reload query alone', () => {
    expect(withoutReloadQuery('/menu', '?category=1')).toBeUndefined();
    expect(withoutReloadQuery('/', '')).toBeUndefined();
  });
});
