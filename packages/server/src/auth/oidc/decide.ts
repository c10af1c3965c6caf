// What a staff sign-in through the OpenID Connect provider leads to: pure decisions over the
// provider's claims and the producers found by e-mail address (the callback route acts on them).
import type { OidcAdminMapping, OidcConfig } from '../../platform/oidcConfig';

/**
 * Why an SSO sign-in came back to the sign-in screen; the portal turns the code into a message
 * (`/?sso=<code>`, packages/auth's texts `ssoErrors`).
 */
export type SsoErrorCode = 'denied' | 'unverified' | 'domain' | 'unknown' | 'conflict' | 'failed';

/** The claims the decision reads (merged from the ID token and the userinfo answer). */
export type SsoClaims = Record<string, unknown>;

/** A producer found by the e-mail key. */
export interface SsoCandidate {
  producerID: string;
  role: number;
}

/** What to do with a sign-in that passed the provider. */
export type SsoDecision =
  | { kind: 'refuse'; code: SsoErrorCode }
  | { kind: 'signIn'; producerID: string; role: number }
  | { kind: 'create'; email: string; firstName: string; lastName: string; role: number };

const NAME_LENGTH = 50;

/**
 * The domain part of an e-mail address, lower-cased; null when it is not one.
 * @example emailDomain('Ada@Staff.Example') // 'staff.example'
 */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1 || /\s/.test(email)) return null;
  return email.slice(at + 1).toLowerCase();
}

/**
 * Whether the address's domain is one of the allowed ones (exactly: a subdomain is not its parent).
 * @example isDomainAllowed('ada@staff.example', ['staff.example']) // true
 */
export function isDomainAllowed(email: string, allowed: OidcConfig['allowedDomains']): boolean {
  const domain = emailDomain(email);
  if (domain === null) return false;
  return allowed === '*' || allowed.includes(domain);
}

/**
 * The role the mapping gives: 0 when the claim (a string or a list of strings) holds one of the
 * admin values, otherwise 1; without a mapping, `current` (SSO then never changes a role). A role
 * other than 0 and 1 is left alone unless the claim makes it 0.
 * @example roleFromClaims({ groups: ['staff', 'greenroom-admins'] }, { claim: 'groups', values: ['greenroom-admins'] }, 1) // 0
 */
export function roleFromClaims(claims: SsoClaims, mapping: OidcAdminMapping | undefined, current: number): number {
  if (!mapping) return current;
  const value = claims[mapping.claim];
  const held = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  if (held.some((item) => mapping.values.includes(item))) return 0;
  return current === 0 ? 1 : current;
}

function nameOf(claims: SsoClaims, email: string): { firstName: string; lastName: string } {
  const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string).trim() : '');
  let firstName = text('given_name');
  let lastName = text('family_name');
  if (firstName === '' && lastName === '') {
    const [first = '', ...rest] = text('name').split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  if (firstName === '') firstName = email.slice(0, email.lastIndexOf('@'));
  return { firstName: firstName.slice(0, NAME_LENGTH), lastName: lastName.slice(0, NAME_LENGTH) };
}

/**
 * Decide an SSO sign-in: the provider must have verified the e-mail address (`email_verified`
 * true), its domain must be allowed; one producer with that address signs in (the role mapping
 * applied), none is created as role 1 (then mapped) when OIDC_CREATE_PRODUCERS=1 and refused
 * otherwise; an address several producers share is refused.
 * @example
 * decideSsoSignIn({ email: 'ada@staff.example', email_verified: true }, config, []) // { kind: 'refuse', code: 'unknown' } unless createProducers
 */
export function decideSsoSignIn(claims: SsoClaims, config: OidcConfig, found: readonly SsoCandidate[]): SsoDecision {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (email === '' || claims.email_verified !== true || emailDomain(email) === null) return { kind: 'refuse', code: 'unverified' };
  if (!isDomainAllowed(email, config.allowedDomains)) return { kind: 'refuse', code: 'domain' };
  if (found.length > 1) return { kind: 'refuse', code: 'conflict' };
  if (found.length === 1) {
    const [producer] = found;
    return { kind: 'signIn', producerID: producer.producerID, role: roleFromClaims(claims, config.adminMapping, producer.role) };
  }
  if (!config.createProducers) return { kind: 'refuse', code: 'unknown' };
  return { kind: 'create', email, ...nameOf(claims, email), role: roleFromClaims(claims, config.adminMapping, 1) };
}
