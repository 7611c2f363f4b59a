import { describe, expect, it } from 'vitest';
import { devToolsOn, isDevToolsLink, showsLink } from './dev-tools.ts';

const origin = 'https://brasa.example';
const page = (marked: boolean) => ({
  querySelector: (selector: string) => (marked && selector === 'meta[name="dev-tools"]' ? {} : null),
});

describe('dev tools on the page', () => {
  it('are on when the API marked the page, or under the dev server', () => {
    expect(devToolsOn(page(true) as never, false)).toBe(true);
    expect(devToolsOn(page(false) as never, false)).toBe(false);
    expect(devToolsOn(page(false) as never, true)).toBe(true);
  });
});

describe('dev-only links', () => {
  it('are links to /dev/ on this origin', () => {
    expect(isDevToolsLink('/dev/b2c/approve?session=1', origin)).toBe(true);
    expect(isDevToolsLink(`${origin}/dev/outbox`, origin)).toBe(true);
    expect(isDevToolsLink('https://id.example/dev/approve', origin)).toBe(false);
    expect(isDevToolsLink('/developers', origin)).toBe(false);
  });

  it('disappear when the dev tools are off; other links stay', () => {
    expect(showsLink('/dev/b2c/approve?session=1', false, origin)).toBe(false);
    expect(showsLink('/dev/b2c/approve?session=1', true, origin)).toBe(true);
    expect(showsLink('https://id.example/approve', false, origin)).toBe(true);
  });
});
