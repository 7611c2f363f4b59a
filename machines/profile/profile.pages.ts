import { PROFILE_PAGES, type ProfileStepId } from './profile.types.ts';

const LEGAL_PAGES: readonly ProfileStepId[] = ['terms', 'policy'];

/**
 * The profile's page of a pathname: `/profile/{step}` (the request centre is `/profile/privacy`) and
 * `/privacy/terms`, `/privacy/policy` (spec §2); undefined on any other page (the address book too).
 */
export function profileStepOf(pathname: string): ProfileStepId | undefined {
  const [, area, id, ...rest] = pathname.replace(/\/$/, '').split('/');
  if (rest.length > 0 || id === undefined) return undefined;
  const step = id as ProfileStepId;
  if (area === 'profile') return PROFILE_PAGES.includes(step) ? step : undefined;
  return area === 'privacy' && LEGAL_PAGES.includes(step) ? step : undefined;
}
