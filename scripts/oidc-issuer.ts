/**
 * The end-to-end suite's OpenID provider as a process (playwright.config.ts starts it): every sign-in
 * provider's issuer, on `E2E_OIDC_PORT`.
 */
import { startIssuer } from '../server/test-support/oidc-issuer.ts';
import { callbackUris, OIDC_PORT } from '../tests/e2e/oidc-issuer.ts';

const issuer = await startIssuer({ port: OIDC_PORT, redirectUris: callbackUris() });
console.log(`OpenID provider at ${issuer.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void issuer.close().then(() => process.exit(0)));
