// Staff sign-in through an OpenID Connect provider: its settings, parsed from OIDC_* variables.
// loadConfig (config.ts) calls parseOidcConfig and throws the ConfigError it builds.

/** How the role of a producer signing in by SSO follows a claim of the provider. */
export interface OidcAdminMapping {
  /** The claim to read (OIDC_ROLE_CLAIM), e.g. `groups`; a string or a list of strings. */
  claim: string;
  /** Values that make the producer a super-admin (role 0) (OIDC_ADMIN_VALUES). */
  values: string[];
}

/** The OpenID Connect provider staff sign in with; absent when OIDC_ISSUER and friends are unset. */
export interface OidcConfig {
  /** The issuer's address (OIDC_ISSUER), without a trailing slash; discovery reads `/.well-known/openid-configuration` under it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case e-mail domains allowed to sign in (OIDC_ALLOWED_DOMAINS), or '*' for any. */
  allowedDomains: string[] | '*';
  /** Whether an unknown verified e-mail address becomes a new producer (role 1) (OIDC_CREATE_PRODUCERS=1). */
  createProducers: boolean;
  /** The sign-in button's text (OIDC_LABEL); the portal's own 'SIGN IN WITH SSO' (translated) when absent. */
  label?: string;
  /** The role rule (OIDC_ROLE_CLAIM + OIDC_ADMIN_VALUES); without it SSO never changes a role. */
  adminMapping?: OidcAdminMapping;
}

/** Every variable of the OIDC group, in the order a mistake is reported. */
export const OIDC_VARIABLES = [
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_ALLOWED_DOMAINS',
  'OIDC_CREATE_PRODUCERS',
  'OIDC_LABEL',
  'OIDC_ROLE_CLAIM',
  'OIDC_ADMIN_VALUES',
] as const;

type OidcVariable = (typeof OIDC_VARIABLES)[number];

/** One bad OIDC_* value: the variable to blame and what is wrong (loadConfig turns it into a ConfigError). */
export interface OidcConfigProblem {
  variable: OidcVariable;
  message: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Whether the issuer is this machine (http is then allowed, and openid-client is told so: tests
 * and local trials only).
 * @example isLocalIssuer('http://127.0.0.1:4000') // true
 */
export function isLocalIssuer(issuer: string): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(issuer).hostname);
  } catch {
    return false;
  }
}

function issuerOf(value: string): string | OidcConfigProblem {
  const refused = { variable: 'OIDC_ISSUER' as const, message: `must be an https URL (http only for localhost) (got '${value}')` };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refused;
  }
  if (url.search !== '' || url.hash !== '') return refused;
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) return value.replace(/\/+$/, '');
  return refused;
}

function domainsOf(value: string): string[] | '*' | OidcConfigProblem {
  if (value === '*') return '*';
  const domains = value.split(',').map((part) => part.trim().toLowerCase().replace(/^@/, ''));
  const bad = domains.find((domain) => !DOMAIN.test(domain));
  if (bad !== undefined) {
    return { variable: 'OIDC_ALLOWED_DOMAINS', message: `must be a comma-separated list of e-mail domains, or * (got '${bad}')` };
  }
  return domains;
}

/**
 * Parse the OIDC_* variables (already trimmed, unset when empty). All or nothing: nothing set
 * answers undefined; issuer, client id, client secret and allowed domains are then all required.
 * Answers the first problem instead of throwing, so config.ts keeps one way to fail.
 * @example
 * parseOidcConfig((name) => env[name]?.trim() || undefined)
 */
export function parseOidcConfig(read: (name: OidcVariable) => string | undefined): OidcConfig | OidcConfigProblem | undefined {
  const given = OIDC_VARIABLES.filter((name) => read(name) !== undefined);
  if (given.length === 0) return undefined;
  const missing = (['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ALLOWED_DOMAINS'] as const).find((name) => read(name) === undefined);
  if (missing !== undefined) {
    return { variable: missing, message: `is required when ${given[0]} is set (staff sign-in needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_ALLOWED_DOMAINS)` };
  }
  const issuer = issuerOf(read('OIDC_ISSUER') as string);
  if (typeof issuer !== 'string') return issuer;
  const clientId = read('OIDC_CLIENT_ID') as string;
  if (!/^[\x21-\x7e]{1,255}$/.test(clientId)) return { variable: 'OIDC_CLIENT_ID', message: 'must be 1 to 255 visible ASCII characters' };
  const clientSecret = read('OIDC_CLIENT_SECRET') as string;
  if (!/^[\x21-\x7e]{1,1024}$/.test(clientSecret)) return { variable: 'OIDC_CLIENT_SECRET', message: 'must be 1 to 1024 visible ASCII characters' };
  const allowedDomains = domainsOf(read('OIDC_ALLOWED_DOMAINS') as string);
  if (!Array.isArray(allowedDomains) && allowedDomains !== '*') return allowedDomains;

  const create = read('OIDC_CREATE_PRODUCERS') ?? '0';
  if (create !== '0' && create !== '1') return { variable: 'OIDC_CREATE_PRODUCERS', message: `must be 1 or 0 (got '${create}')` };

  const label = read('OIDC_LABEL');
  if (label !== undefined && (label.length > 60 || [...label].some((c) => c < ' ' || c === '\u007f'))) {
    return { variable: 'OIDC_LABEL', message: 'must be one line of at most 60 characters' };
  }

  const claim = read('OIDC_ROLE_CLAIM');
  const values = read('OIDC_ADMIN_VALUES');
  if ((claim === undefined) !== (values === undefined)) {
    return { variable: claim === undefined ? 'OIDC_ROLE_CLAIM' : 'OIDC_ADMIN_VALUES', message: 'OIDC_ROLE_CLAIM and OIDC_ADMIN_VALUES are set together or not at all' };
  }
  if (claim !== undefined && !/^[A-Za-z0-9_.:/-]{1,100}$/.test(claim)) {
    return { variable: 'OIDC_ROLE_CLAIM', message: `must be a claim name (letters, digits and _ . : / -) (got '${claim}')` };
  }
  const adminValues = values?.split(',').map((value) => value.trim()).filter((value) => value !== '') ?? [];
  if (values !== undefined && adminValues.length === 0) return { variable: 'OIDC_ADMIN_VALUES', message: 'must list at least one value' };

  return {
    issuer,
    clientId,
    clientSecret,
    allowedDomains,
    createProducers: create === '1',
    ...(label === undefined ? {} : { label }),
    ...(claim === undefined ? {} : { adminMapping: { claim, values: adminValues } }),
  };
}

/** Whether parseOidcConfig answered a problem. @example if (isOidcProblem(parsed)) throw new ConfigError(parsed.variable, parsed.message); */
export function isOidcProblem(parsed: OidcConfig | OidcConfigProblem | undefined): parsed is OidcConfigProblem {
  return parsed !== undefined && 'variable' in parsed;
}
