// Staff SSO without a provider: the OIDC_* configuration and the callback's decisions.
import { ConfigError, loadConfig } from '../src/platform/config';
import { decideSsoSignIn, emailDomain, isDomainAllowed, roleFromClaims } from '../src/auth/oidc/decide';
import type { OidcConfig } from '../src/platform/oidcConfig';
import { openPendingSignIn, sealPendingSignIn } from '../src/auth/oidc/stateCookie';

const FULL = {
  OIDC_ISSUER: 'https://login.example.org/realms/staff/',
  OIDC_CLIENT_ID: 'greenroom',
  OIDC_CLIENT_SECRET: 's3cret',
  OIDC_ALLOWED_DOMAINS: 'Staff.Example, @partner.example',
};

function problem(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('OIDC configuration', () => {
  it('is absent when no OIDC_ variable is set', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect('oidc' in loadConfig({})).toBe(false);
  });

  it('reads the provider, the domains (lower-cased, without @) and the defaults', () => {
    expect(loadConfig(FULL).oidc).toEqual({
      issuer: 'https://login.example.org/realms/staff',
      clientId: 'greenroom',
      clientSecret: 's3cret',
      allowedDomains: ['staff.example', 'partner.example'],
      createProducers: false,
    });
  });

  it('reads the optional label, creation and role mapping', () => {
    const oidc = loadConfig({ ...FULL, OIDC_ALLOWED_DOMAINS: '*', OIDC_CREATE_PRODUCERS: '1', OIDC_LABEL: 'SIGN IN WITH ACME', OIDC_ROLE_CLAIM: 'groups', OIDC_ADMIN_VALUES: 'greenroom-admins, ops' }).oidc;
    expect(oidc).toMatchObject({ allowedDomains: '*', createProducers: true, label: 'SIGN IN WITH ACME', adminMapping: { claim: 'groups', values: ['greenroom-admins', 'ops'] } });
  });

  it('is all or nothing: each missing part is named', () => {
    expect(problem({ OIDC_ISSUER: FULL.OIDC_ISSUER })).toBe(
      'OIDC_CLIENT_ID: is required when OIDC_ISSUER is set (staff sign-in needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_ALLOWED_DOMAINS)',
    );
    expect(problem({ ...FULL, OIDC_ISSUER: '' })).toMatch(/^OIDC_ISSUER: is required when OIDC_CLIENT_ID is set/);
    expect(problem({ ...FULL, OIDC_CLIENT_SECRET: ' ' })).toMatch(/^OIDC_CLIENT_SECRET: is required/);
    expect(problem({ ...FULL, OIDC_ALLOWED_DOMAINS: '' })).toMatch(/^OIDC_ALLOWED_DOMAINS: is required/);
    expect(problem({ OIDC_CREATE_PRODUCERS: '1' })).toMatch(/^OIDC_ISSUER: is required when OIDC_CREATE_PRODUCERS is set/);
  });

  it('takes http only for a provider on this machine', () => {
    expect(problem({ ...FULL, OIDC_ISSUER: 'http://login.example.org' })).toBe("OIDC_ISSUER: must be an https URL (http only for localhost) (got 'http://login.example.org')");
    expect(problem({ ...FULL, OIDC_ISSUER: 'login.example.org' })).toMatch(/^OIDC_ISSUER: must be an https URL/);
    expect(loadConfig({ ...FULL, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ ...FULL, OIDC_ISSUER: 'http://localhost:4000/' }).oidc?.issuer).toBe('http://localhost:4000');
  });

  it('refuses bad values, one line each, naming the variable', () => {
    expect(problem({ ...FULL, OIDC_ALLOWED_DOMAINS: 'staff.example,not a domain' })).toBe(
      "OIDC_ALLOWED_DOMAINS: must be a comma-separated list of e-mail domains, or * (got 'not a domain')",
    );
    expect(problem({ ...FULL, OIDC_CREATE_PRODUCERS: 'yes' })).toBe("OIDC_CREATE_PRODUCERS: must be 1 or 0 (got 'yes')");
    expect(problem({ ...FULL, OIDC_LABEL: 'x'.repeat(61) })).toBe('OIDC_LABEL: must be one line of at most 60 characters');
    expect(problem({ ...FULL, OIDC_ROLE_CLAIM: 'groups' })).toBe('OIDC_ADMIN_VALUES: OIDC_ROLE_CLAIM and OIDC_ADMIN_VALUES are set together or not at all');
    expect(problem({ ...FULL, OIDC_ADMIN_VALUES: 'admins' })).toMatch(/^OIDC_ROLE_CLAIM: OIDC_ROLE_CLAIM and OIDC_ADMIN_VALUES/);
    expect(problem({ ...FULL, OIDC_ROLE_CLAIM: 'groups', OIDC_ADMIN_VALUES: ' , ' })).toBe('OIDC_ADMIN_VALUES: must list at least one value');
    expect(problem({ ...FULL, OIDC_CLIENT_ID: 'has space' })).toBe('OIDC_CLIENT_ID: must be 1 to 255 visible ASCII characters');
  });
});

describe('the callback decision', () => {
  const config: OidcConfig = { issuer: 'https://idp', clientId: 'c', clientSecret: 's', allowedDomains: ['staff.example'], createProducers: false };
  const verified = { sub: 'u1', email: 'Ada@Staff.Example', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' };

  it('reads the domain of an address', () => {
    expect(emailDomain('Ada@Staff.Example')).toBe('staff.example');
    expect(emailDomain('no-at-sign')).toBeNull();
    expect(emailDomain('@staff.example')).toBeNull();
    expect(isDomainAllowed('ada@sub.staff.example', ['staff.example'])).toBe(false);
    expect(isDomainAllowed('ada@anything.example', '*')).toBe(true);
  });

  it('signs in the one producer with the verified address, keeping its role without a mapping', () => {
    expect(decideSsoSignIn(verified, config, [{ producerID: 'p1', role: 0 }])).toEqual({ kind: 'signIn', producerID: 'p1', role: 0 });
  });

  it('refuses an address the provider did not verify, or none', () => {
    expect(decideSsoSignIn({ ...verified, email_verified: false }, config, [{ producerID: 'p1', role: 1 }])).toEqual({ kind: 'refuse', code: 'unverified' });
    expect(decideSsoSignIn({ ...verified, email_verified: 'true' }, config, [])).toEqual({ kind: 'refuse', code: 'unverified' });
    expect(decideSsoSignIn({ sub: 'u1', email_verified: true }, config, [])).toEqual({ kind: 'refuse', code: 'unverified' });
  });

  it('refuses a domain that is not allowed, even for a known producer', () => {
    expect(decideSsoSignIn({ ...verified, email: 'ada@elsewhere.example' }, config, [{ producerID: 'p1', role: 1 }])).toEqual({ kind: 'refuse', code: 'domain' });
  });

  it('refuses an address several producers share', () => {
    const both = [{ producerID: 'p1', role: 1 }, { producerID: 'p2', role: 1 }];
    expect(decideSsoSignIn(verified, config, both)).toEqual({ kind: 'refuse', code: 'conflict' });
  });

  it('refuses an unknown address unless the operator allows creation, then creates role 1 with the names', () => {
    expect(decideSsoSignIn(verified, config, [])).toEqual({ kind: 'refuse', code: 'unknown' });
    expect(decideSsoSignIn(verified, { ...config, createProducers: true }, [])).toEqual({
      kind: 'create',
      email: 'Ada@Staff.Example',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 1,
    });
    expect(decideSsoSignIn({ sub: 'u2', email: 'grace@staff.example', email_verified: true, name: 'Grace Brewster Hopper' }, { ...config, createProducers: true }, [])).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
    });
    expect(decideSsoSignIn({ sub: 'u3', email: 'ops@staff.example', email_verified: true }, { ...config, createProducers: true }, [])).toMatchObject({ firstName: 'ops', lastName: '' });
  });

  it('maps the role from the claim both ways when a mapping is configured', () => {
    const mapping = { claim: 'groups', values: ['greenroom-admins'] };
    expect(roleFromClaims({ groups: ['staff', 'greenroom-admins'] }, mapping, 1)).toBe(0);
    expect(roleFromClaims({ groups: 'greenroom-admins' }, mapping, 1)).toBe(0);
    expect(roleFromClaims({ groups: ['staff'] }, mapping, 0)).toBe(1);
    expect(roleFromClaims({}, mapping, 0)).toBe(1);
    expect(roleFromClaims({ groups: [42] }, mapping, 1)).toBe(1);
    expect(roleFromClaims({ groups: ['greenroom-admins'] }, undefined, 1)).toBe(1);
    const mapped = { ...config, createProducers: true, adminMapping: mapping };
    expect(decideSsoSignIn({ ...verified, groups: ['greenroom-admins'] }, mapped, [])).toMatchObject({ kind: 'create', role: 0 });
    expect(decideSsoSignIn({ ...verified, groups: [] }, mapped, [{ producerID: 'p1', role: 0 }])).toEqual({ kind: 'signIn', producerID: 'p1', role: 1 });
  });
});

describe('the pending sign-in cookie', () => {
  const secret = new Uint8Array(32).fill(7);
  const pending = { state: 'st', nonce: 'no', codeVerifier: 'ver' };
  const now = new Date('2026-03-10T15:00:00Z');

  it('opens what it sealed, within ten minutes only', async () => {
    const sealed = await sealPendingSignIn(secret, pending, now);
    expect(sealed).not.toContain('ver');
    expect(await openPendingSignIn(secret, sealed, new Date(now.getTime() + 9 * 60_000))).toEqual(pending);
    expect(await openPendingSignIn(secret, sealed, new Date(now.getTime() + 11 * 60_000))).toBeNull();
  });

  it('refuses another key, a changed cookie and none', async () => {
    const sealed = await sealPendingSignIn(secret, pending, now);
    expect(await openPendingSignIn(new Uint8Array(32).fill(8), sealed, now)).toBeNull();
    expect(await openPendingSignIn(secret, `${sealed.slice(0, -2)}AA`, now)).toBeNull();
    expect(await openPendingSignIn(secret, undefined, now)).toBeNull();
  });
});
