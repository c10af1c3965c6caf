import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PortalLinks } from '@greenroom/core';
import { validatePassword } from '@greenroom/core/rules';
import { LOG_LEVELS, type LogLevel } from './log/loggerOptions';
import { isOidcProblem, parseOidcConfig, type OidcConfig } from './oidcConfig';

/** What to put in an empty database besides the super-admin. */
export type SeedMode = 'demo' | 'none';

/** The server's configuration, parsed from the environment by {@link loadConfig}. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; the embedded SQLite database is used when absent. */
  databaseUrl?: string;
  /** Base address used in signed upload URLs, asset addresses and links, without a trailing slash. */
  publicUrl: string;
  adminUsername: string;
  adminEmail: string;
  /** The first super-admin's temporary password; a random one is generated when absent. */
  adminPassword?: string;
  seed: SeedMode;
  smtpUrl?: string;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /**
   * How long the mail worker's claim on a delivery holds (ms; MAIL_CLAIM_SECONDS). The worker renews
   * it every third of this while the mail server works; a crashed worker's deliveries are tried again
   * once it runs out.
   */
  mailClaimMs: number;
  /** A built host app served at / with SPA fallback. */
  webDir?: string;
  /**
   * The host app's SSR module (GREENROOM_SSR_ENTRY, exporting renderLinkPage): space and booking
   * links opened with a session cookie get their first screen rendered on the server (ADR 0008).
   */
  ssrEntry?: string;
  productName: string;
  links: PortalLinks;
  /** Bearer token that opens GET /metrics (METRICS_TOKEN); without it there are no metrics. */
  metricsToken?: string;
  /**
   * Whether webhooks may post to this machine or a private network, over http:// too
   * (WEBHOOK_PRIVATE_TARGETS=true); off by default so producers cannot aim the server at its own network.
   */
  webhookPrivateTargets: boolean;
  /** Staff sign-in through an OpenID Connect provider (OIDC_*); absent when not configured. */
  oidc?: OidcConfig;
  /** Pino level of JSON logs (one line per request at `info`); unset: only warnings and errors, in human form. */
  logLevel?: LogLevel;
}

/** A configuration mistake, named after the variable to blame. */
export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

type Env = Record<string, string | undefined>;

const LINK_KINDS: Record<keyof PortalLinks, string> = {
  intake: 'intake',
  mobileHybrid: 'mobile-hybrid',
  photoAlbum: 'photo-album',
  qaDisplay: 'qa-display',
  signUp: 'sign-up',
  attendeeJoin: 'attendee-join',
  bridge: 'bridge',
  calendar: 'calendar',
};

function envName(key: keyof PortalLinks): string {
  return `GREENROOM_LINK_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function httpUrl(env: Env, name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `must be an http(s) URL (got '${value}')`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must be an http(s) URL (got '${value}')`);
  }
  return value.replace(/\/+$/, '');
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * Parse the server configuration from environment variables. Throws a {@link ConfigError}
 * naming the variable on the first bad value.
 * @example
 * const config = loadConfig({ PORT: '9000', GREENROOM_SEED: 'none' });
 */
export function loadConfig(env: Env = process.env): ServerConfig {
  const portText = read(env, 'PORT') ?? '8080';
  if (!/^\d+$/.test(portText) || Number(portText) > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535 (got '${portText}')`);
  }
  const port = Number(portText);
  const host = read(env, 'HOST') ?? '127.0.0.1';
  const dataDir = resolve(read(env, 'GREENROOM_DATA_DIR') ?? './data');
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
    throw new ConfigError('GREENROOM_DATA_DIR', `'${dataDir}' exists and is not a directory`);
  }

  const databaseUrl = read(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// or postgresql:// connection string');
  }

  const publicUrl = httpUrl(env, 'PUBLIC_URL', read(env, 'PUBLIC_URL') ?? `http://localhost:${port}`);

  const adminUsername = read(env, 'GREENROOM_ADMIN_USERNAME') ?? 'admin';
  if (!/^[A-Za-z0-9._@+-]{1,128}$/.test(adminUsername)) {
    throw new ConfigError('GREENROOM_ADMIN_USERNAME', 'may only hold letters, digits and . _ @ + - (1 to 128 characters)');
  }
  const adminEmail = read(env, 'GREENROOM_ADMIN_EMAIL') ?? `${adminUsername}@localhost`;
  if (adminEmail.length > 254) throw new ConfigError('GREENROOM_ADMIN_EMAIL', 'is longer than 254 characters');

  const adminPassword = env.GREENROOM_ADMIN_PASSWORD === undefined || env.GREENROOM_ADMIN_PASSWORD === '' ? undefined : env.GREENROOM_ADMIN_PASSWORD;
  if (adminPassword !== undefined) {
    const problem = validatePassword(adminPassword);
    if (problem) throw new ConfigError('GREENROOM_ADMIN_PASSWORD', problem);
  }

  const seedText = read(env, 'GREENROOM_SEED') ?? 'demo';
  if (seedText !== 'demo' && seedText !== 'none') {
    throw new ConfigError('GREENROOM_SEED', `must be 'demo' or 'none' (got '${seedText}')`);
  }

  const smtpUrl = read(env, 'SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL', 'must be an smtp:// or smtps:// URL');
  }
  const mailFrom = read(env, 'GREENROOM_MAIL_FROM') ?? 'Greenroom <no-reply@localhost>';
  const mailClaimText = read(env, 'MAIL_CLAIM_SECONDS') ?? '300';
  if (!/^\d+$/.test(mailClaimText) || Number(mailClaimText) < 1 || Number(mailClaimText) > 86_400) {
    throw new ConfigError('MAIL_CLAIM_SECONDS', `must be a whole number of seconds from 1 to 86400 (got '${mailClaimText}')`);
  }
  const mailClaimMs = Number(mailClaimText) * 1000;

  const webDirText = read(env, 'GREENROOM_WEB_DIR');
  let webDir: string | undefined;
  if (webDirText !== undefined) {
    webDir = resolve(webDirText);
    if (!existsSync(join(webDir, 'index.html'))) {
      throw new ConfigError('GREENROOM_WEB_DIR', `'${webDir}' has no index.html (build the host app first)`);
    }
  }

  const ssrEntryText = read(env, 'GREENROOM_SSR_ENTRY');
  let ssrEntry: string | undefined;
  if (ssrEntryText !== undefined) {
    // The render goes into the host app's index.html: without the app there is nothing to render into.
    if (webDir === undefined) {
      throw new ConfigError('GREENROOM_SSR_ENTRY', 'needs GREENROOM_WEB_DIR too (the rendered screens go into the host app\'s index.html)');
    }
    ssrEntry = resolve(ssrEntryText);
    if (!existsSync(ssrEntry) || !statSync(ssrEntry).isFile()) {
      throw new ConfigError('GREENROOM_SSR_ENTRY', `'${ssrEntry}' is not a file (build the host app's SSR bundle first)`);
    }
  }

  const productName = read(env, 'GREENROOM_PRODUCT_NAME') ?? 'Greenroom';

  const logLevel = read(env, 'LOG_LEVEL')?.toLowerCase();
  if (logLevel !== undefined && !(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got '${logLevel}')`);
  }

  const metricsToken = read(env, 'METRICS_TOKEN');
  if (metricsToken !== undefined && !/^[\x21-\x7e]{16,256}$/.test(metricsToken)) {
    throw new ConfigError('METRICS_TOKEN', 'must be 16 to 256 visible ASCII characters (e.g. openssl rand -hex 32)');
  }

  const privateTargetsText = read(env, 'WEBHOOK_PRIVATE_TARGETS')?.toLowerCase() ?? 'false';
  if (privateTargetsText !== 'true' && privateTargetsText !== 'false') {
    throw new ConfigError('WEBHOOK_PRIVATE_TARGETS', `must be true or false (got '${privateTargetsText}')`);
  }

  const oidc = parseOidcConfig((name) => read(env, name));
  if (isOidcProblem(oidc)) throw new ConfigError(oidc.variable, oidc.message);

  const links = {} as PortalLinks;
  for (const key of Object.keys(LINK_KINDS) as (keyof PortalLinks)[]) {
    const name = envName(key);
    const fallback = key === 'calendar' ? `${publicUrl}/api/ical/` : `${publicUrl}/guest/${LINK_KINDS[key]}/`;
    const given = read(env, name);
    links[key] = given === undefined ? fallback : withSlash(httpUrl(env, name, given));
  }

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl,
    adminUsername,
    adminEmail,
    adminPassword,
    seed: seedText,
    smtpUrl,
    mailFrom,
    mailClaimMs,
    webDir,
    ...(ssrEntry === undefined ? {} : { ssrEntry }),
    productName,
    links,
    ...(metricsToken === undefined ? {} : { metricsToken }),
    webhookPrivateTargets: privateTargetsText === 'true',
    ...(oidc === undefined ? {} : { oidc }),
    logLevel: logLevel as LogLevel | undefined,
  };
}
