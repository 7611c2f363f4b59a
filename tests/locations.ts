import { type AppLocation, hrefOf } from '../contract/routes.ts';

/** The URL a flow's location stands for, as a test compares it; undefined when it names none. */
export const hrefAt = (location: AppLocation | undefined) => location && hrefOf(location);
