import type { Hono } from 'hono';
import type { CatalogCache } from '../catalog/catalog-cache.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { privacyRoutes } from '../privacy/privacy-routes.ts';
import { addressRoutes } from './address-routes.ts';
import type { Auth } from './auth.ts';
import { b2cApprovalPage } from './b2c-approval.ts';
import { b2cRoutes } from './b2c-routes.ts';
import { cardRoutes } from './card-routes.ts';
import { favoriteRoutes } from './favorite-routes.ts';
import { geocodeRoutes } from './geocode-routes.ts';
import { loginRoutes } from './login-routes.ts';
import { meRoutes } from './me-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { requireUser } from './require-user.ts';
import { socialLoginRoutes } from './social-login.ts';

const signedIn = [
  '/api/crm/v1/users/me',
  '/api/crm/v1/users/complete-registration',
  '/api/crm/v1/addresses',
  '/api/crm/v1/addresses/*',
  '/api/crm/v1/b2c/profile',
  '/api/crm/v1/cards',
  '/api/crm/v1/cards/*',
  '/api/crm/v1/favorites',
  '/api/crm/v1/favorites/*',
  '/api/crm/v1/privacy/*',
];

/** Accounts, sessions, addresses, geocoding, favorites and LGPD requests; `devTools` adds the b2c approval page. */
export function crmRoutes(
  app: Hono<AppEnv>,
  api: ApiRouter,
  { db, catalog, provider }: { db: Db; catalog: CatalogCache; provider: PaymentProvider },
  auth: Auth,
  devTools: boolean,
): void {
  const authenticated = requireUser(db, auth);
  for (const path of signedIn) app.use(path, authenticated);
  // Before /login/:provider, which would take "refresh" for a provider.
  loginRoutes(api, db, auth);
  socialLoginRoutes(api, db, auth);
  b2cRoutes(api, db, auth, devTools);
  passwordRoutes(api, db);
  registrationRoutes(api, db, auth);
  meRoutes(api, db);
  addressRoutes(api, db);
  geocodeRoutes(api, db);
  cardRoutes(api, db, provider);
  favoriteRoutes(api, db, catalog);
  privacyRoutes(api, db);
  if (devTools) b2cApprovalPage(app, api, db);
}
