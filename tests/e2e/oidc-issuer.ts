import { issuerEnvironment } from '../../server/test-support/oidc-issuer.ts';
import { FIRST_PORT, FIRST_SERVER, WORKERS, workerServer } from './servers.ts';

/** The suite's OpenID provider (server/test-support/oidc-issuer.ts): Google, Apple and Facebook in one. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? FIRST_PORT + 20);
export const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`;

/** Where the issuer may send people back: each worker's server's callback page. */
export const callbackUris = () =>
  Array.from({ length: WORKERS }, (_, index) => `${workerServer(FIRST_SERVER, index)}/sign-in-callback.html`);

/** What each API server's environment says of the providers. */
export const socialEnvironment = () => issuerEnvironment(OIDC_ISSUER);
