import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (panva/oidc-provider) on loopback for tests: any login name is an
 * account whose e-mail is that name; its development login and consent pages are what a user clicks.
 */
export async function startOidcProvider(opts: { redirectUris: string[]; port?: number; clientId?: string; clientSecret?: string }) {
  const clientId = opts.clientId ?? 'franchisehub-test';
  const clientSecret = opts.clientSecret ?? 'franchisehub-test-secret-0123456789';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-cookie-key-0123456789abcdef'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const name = sub
        .split('@')[0]
        .replace(/[._-]+/g, ' ')
        .replace(/\b\w/g, (c) => c.toUpperCase());
      return { accountId: sub, claims: async () => ({ sub, email: sub, email_verified: true, name }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * Drives the provider's development login and consent forms over real HTTP (a tiny cookie jar),
 * starting at the authorization URL our server returned; resolves to the redirect back to us.
 */
export async function loginAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = new URL(authorizeUrl);
  const origin = url.origin;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
    remember(res);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.origin !== origin) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${res.status} ${html.slice(0, 300)}`);
    const form: Record<string, string> = html.includes('name="login"')
      ? { prompt: 'login', login, password: 'any' }
      : { prompt: 'consent' };
    const post = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    remember(post);
    url = new URL(post.headers.get('location')!, url);
    if (url.origin !== origin) return url;
  }
  throw new Error('the provider did not redirect back');
}
