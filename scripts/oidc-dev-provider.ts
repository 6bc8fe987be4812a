/**
 * A local OpenID Connect provider for development and the browser tests (any login name works):
 *   npx tsx scripts/oidc-dev-provider.ts [port] [app base URL]
 * then start the app with OIDC_ISSUER=http://127.0.0.1:<port> OIDC_CLIENT_ID=franchisehub-dev
 * OIDC_CLIENT_SECRET=franchisehub-dev-secret-0123456789.
 */
import { startOidcProvider } from '../src/server/test/oidc-provider';

const port = Number(process.argv[2] ?? 3299);
const appBase = (process.argv[3] ?? 'http://localhost:3000').replace(/\/$/, '');
const idp = await startOidcProvider({
  port,
  clientId: 'franchisehub-dev',
  clientSecret: 'franchisehub-dev-secret-0123456789',
  redirectUris: [`${appBase}/api/auth/callback/oidc`],
});
console.log(`OIDC provider at ${idp.issuer} for ${appBase}`);
const stop = () => idp.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
