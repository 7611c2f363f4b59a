import type { Locale } from '../../contract/locales.ts';
import type { Features } from '../../contract/schemas/cms.ts';
import type { Clock } from '../clock.ts';

export interface Brand {
  id: string;
  slug: string;
  name: string;
  company: string;
  features: Features;
}

/**
 * What middleware puts on the Hono context; `brand` exists only under brand-scoped areas, `userId`
 * only behind `requireUser`; `clock`, `client` (the caller's address, for per-client limits) and
 * `requestId` (the request's name in logs and error answers) everywhere.
 */
export interface AppEnv {
  Variables: {
    locale: Locale;
    brand: Brand;
    userId: string;
    clock: Clock;
    client: string;
    requestId: string;
  };
}
