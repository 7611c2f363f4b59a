import { describe, expect, it } from 'vitest';
import { profileStepOf } from './profile.pages.ts';

describe('profileStepOf', () => {
  it.each([
    ['/profile/default', 'default'],
    ['/profile/personal', 'personal'],
    ['/profile/credentials/', 'credentials'],
    ['/profile/privacy', 'privacy'],
    ['/privacy/terms', 'terms'],
    ['/privacy/policy', 'policy'],
  ])('reads %s as the step %s', (pathname, step) => {
    expect(profileStepOf(pathname)).toBe(step);
  });

  it.each([
    '/profile/addresses',
    '/profile/payments',
    '/privacy/personal',
    '/mobile/profile',
    '/profile',
    '/profile/terms/x',
  ])('reads %s as no page of the profile', (pathname) => {
    expect(profileStepOf(pathname)).toBeUndefined();
  });
});
