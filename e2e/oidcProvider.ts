// A local OpenID Connect provider for the SSO tests (the `oidc-provider` package): its development
// login pages (any password), one confidential client, accounts given by the test, no consent step.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** The claims of one account at the provider (besides `sub`, which is its login). */
export interface TestAccount {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers the portal's callback address (the provider answers 503 until then). */
  allowRedirect(redirectUri: string): void;
  stop(): Promise<void>;
}

/**
 * Starts the provider on a free port of 127.0.0.1, named `http://<hostName>:<port>` (default
 * 127.0.0.1; 'localhost' makes the portal at 127.0.0.1 another site, as in production). Log in at
 * its pages with an account's key as login and any password.
 * @example
 * const provider = await startTestProvider({ accounts: { ada: { email: 'ada@staff.example', email_verified: true } } });
 * provider.allowRedirect(`${url}/api/auth/oidc/callback`);
 */
export async function startTestProvider(options: { accounts: Record<string, TestAccount>; hostName?: string }): Promise<TestProvider> {
  const clientId = 'greenroom-portal';
  const clientSecret = 'test-client-secret-0123456789';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://${options.hostName ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  let handler: ReturnType<Provider['callback']> | null = null;
  server.on('request', (request, response) => {
    if (handler) void handler(request, response);
    else response.writeHead(503).end();
  });

  const configuration = (redirectUri: string): Configuration => ({
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'groups'],
    },
    cookies: { keys: ['greenroom-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = options.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    // No consent screen: the test client is granted what it asks for.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  return {
    issuer,
    clientId,
    clientSecret,
    allowRedirect(redirectUri) {
      handler = new Provider(issuer, configuration(redirectUri)).callback();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
