// Staff SSO over HTTP against a real OpenID Connect provider (oidc-provider, in this process): the
// start and callback routes, the producer matched or created, the refusals, /api/config.
import { startTestProvider, type TestAccount, type TestProvider } from '../../../e2e/oidcProvider';
import { createTestServer, createUser, PUBLIC_URL, refreshCookieOf, type TestServer } from './helpers';

const ACCOUNTS: Record<string, TestAccount> = {
  ada: { email: 'ada@staff.example', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' },
  grace: { email: 'grace@staff.example', email_verified: true, given_name: 'Grace', family_name: 'Hopper', groups: ['greenroom-admins'] },
  eve: { email: 'eve@elsewhere.example', email_verified: true },
  mallory: { email: 'mallory@staff.example', email_verified: false },
  temp: { email: 'temp@staff.example', email_verified: true },
};

let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({ accounts: ACCOUNTS });
  provider.allowRedirect(`${PUBLIC_URL}/api/auth/oidc/callback`);
});
afterAll(async () => provider?.stop());

function oidcEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_ALLOWED_DOMAINS: 'staff.example',
    ...extra,
  };
}

/** A tiny cookie jar for the provider's pages. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Follow the provider's redirects (with its cookies) until it sends the browser back to the portal. */
async function followProvider(start: string, jar: Jar, login: string): Promise<string> {
  let url = start;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(PUBLIC_URL)) return url;
    const isLoginForm = /\/interaction\/[^/]+$/.test(new URL(url).pathname);
    const response = isLoginForm
      ? await fetch(url, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login, password: 'anything' }),
        })
      : await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url} with ${response.status}: ${(await response.text()).slice(0, 300)}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}

/** The whole SSO round trip for `login`: start, the provider's pages, the callback. */
async function ssoSignIn(server: TestServer, login: string) {
  const start = await server.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  expect(start.statusCode).toBe(302);
  const state = start.cookies.find((cookie) => cookie.name === 'gr_oidc');
  const back = new URL(await followProvider(start.headers.location as string, new Jar(), login));
  const callback = await server.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { gr_oidc: state?.value ?? '' } });
  return { start, state, callback };
}

async function sessionOf(server: TestServer, refresh: string | undefined) {
  const response = await server.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { gr_refresh: refresh ?? '' } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { session: { producerID: string; username: string; role: number } }).session;
}

describe('with OIDC configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: oidcEnv({ OIDC_CREATE_PRODUCERS: '1', OIDC_ROLE_CLAIM: 'groups', OIDC_ADMIN_VALUES: 'greenroom-admins' }) });
  });
  afterAll(async () => server?.close());

  it('offers the button in /api/config', async () => {
    const config = await server.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ sso: { startUrl: '/api/auth/oidc/start' } });
    expect(config.json().sso.label).toBeUndefined();
  });

  it('sends the browser to the provider with PKCE, state and nonce, sealed in a short-lived cookie', async () => {
    const start = await server.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(start.statusCode).toBe(302);
    const to = new URL(start.headers.location as string);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('client_id')).toBe(provider.clientId);
    expect(to.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/oidc/callback`);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const state = start.cookies.find((cookie) => cookie.name === 'gr_oidc');
    expect(state).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc', maxAge: 600 });
    expect(state?.value).not.toContain(to.searchParams.get('state'));
  });

  it('matches an existing producer by its verified e-mail address, case aside, every time', async () => {
    const existing = await createUser(server, { email: 'ADA@staff.example', role: 1 });
    const first = await ssoSignIn(server, 'ada');
    expect(first.callback.statusCode).toBe(302);
    expect(first.callback.headers.location).toBe('/?signedIn=sso');
    const session = await sessionOf(server, refreshCookieOf(first.callback));
    expect(session).toMatchObject({ producerID: existing.producerID, role: 1 });
    expect(first.callback.cookies.find((cookie) => cookie.name === 'gr_oidc')?.value).toBe('');

    const second = await ssoSignIn(server, 'ada');
    expect((await sessionOf(server, refreshCookieOf(second.callback))).producerID).toBe(existing.producerID);
  });

  it('creates an unknown producer once, audited, with no usable password, and maps the admin claim', async () => {
    const { callback } = await ssoSignIn(server, 'grace');
    expect(callback.headers.location).toBe('/?signedIn=sso');
    const session = await sessionOf(server, refreshCookieOf(callback));
    expect(session).toMatchObject({ username: 'grace@staff.example', role: 0 });
    const row = await server.db.selectFrom('producers').selectAll().where('producer_id', '=', session.producerID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', must_change_password: 0, email: 'grace@staff.example' });
    const audit = await server.db.selectFrom('audit_log').selectAll().where('target', '=', session.producerID).execute();
    expect(audit.map((entry) => entry.action)).toEqual(['producer.create']);

    const again = await ssoSignIn(server, 'grace');
    expect((await sessionOf(server, refreshCookieOf(again.callback))).producerID).toBe(session.producerID);
    const count = await server.db.selectFrom('producers').select('producer_id').where('email_key', '=', 'grace@staff.example').execute();
    expect(count).toHaveLength(1);
  });

  it('drops a temporary password: the producer needs no new-password challenge after SSO, and the old password stops working', async () => {
    const producer = await createUser(server, { email: 'temp@staff.example' });
    await server.db.updateTable('producers').set({ must_change_password: 1 }).where('producer_id', '=', producer.producerID).execute();
    const { callback } = await ssoSignIn(server, 'temp');
    expect(callback.headers.location).toBe('/?signedIn=sso');
    expect((await sessionOf(server, refreshCookieOf(callback))).producerID).toBe(producer.producerID);
    const signIn = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: producer.username, password: producer.password } });
    expect(signIn.statusCode).toBe(401);
  });

  it('sends a disallowed domain and an unverified address back to sign-in with a code', async () => {
    const wrongDomain = await ssoSignIn(server, 'eve');
    expect(wrongDomain.callback.headers.location).toBe('/?sso=domain');
    expect(refreshCookieOf(wrongDomain.callback)).toBeUndefined();
    const unverified = await ssoSignIn(server, 'mallory');
    expect(unverified.callback.headers.location).toBe('/?sso=unverified');
    const count = await server.db.selectFrom('producers').select('producer_id').where('email_key', 'in', ['eve@elsewhere.example', 'mallory@staff.example']).execute();
    expect(count).toEqual([]);
  });

  it('refuses a callback without its browser cookie, with a foreign state, or an error from the provider', async () => {
    const start = await server.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const back = new URL(await followProvider(start.headers.location as string, new Jar(), 'ada'));
    const noCookie = await server.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(noCookie.statusCode).toBe(302);
    expect(noCookie.headers.location).toBe('/?sso=failed');

    const otherStart = await server.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const otherState = otherStart.cookies.find((cookie) => cookie.name === 'gr_oidc')?.value ?? '';
    const mixed = await server.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { gr_oidc: otherState } });
    expect(mixed.headers.location).toBe('/?sso=failed');
    expect(refreshCookieOf(mixed)).toBeUndefined();

    const denied = await server.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?error=access_denied&state=x', cookies: { gr_oidc: otherState } });
    expect(denied.headers.location).toBe('/?sso=denied');
  });
});

describe('refusing unknown producers', () => {
  it('does not create one unless OIDC_CREATE_PRODUCERS=1', async () => {
    const server = await createTestServer({ env: oidcEnv({ OIDC_LABEL: 'SIGN IN WITH ACME' }) });
    try {
      const { callback } = await ssoSignIn(server, 'ada');
      expect(callback.headers.location).toBe('/?sso=unknown');
      expect(await server.db.selectFrom('producers').select('producer_id').where('email_key', '=', 'ada@staff.example').execute()).toEqual([]);
      expect((await server.app.inject({ method: 'GET', url: '/api/config' })).json().sso).toEqual({ label: 'SIGN IN WITH ACME', startUrl: '/api/auth/oidc/start' });
    } finally {
      await server.close();
    }
  });

  it('goes back to sign-in, not to an error page, when the provider cannot be reached', async () => {
    const server = await createTestServer({ env: oidcEnv({ OIDC_ISSUER: 'http://127.0.0.1:9' }) });
    try {
      const start = await server.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/?sso=failed');
    } finally {
      await server.close();
    }
  });
});

describe('without OIDC configured', () => {
  it('has no SSO routes and no sso in /api/config', async () => {
    const server = await createTestServer();
    try {
      expect((await server.app.inject({ method: 'GET', url: '/api/config' })).json()).not.toHaveProperty('sso');
      expect((await server.app.inject({ method: 'GET', url: '/api/auth/oidc/start' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
