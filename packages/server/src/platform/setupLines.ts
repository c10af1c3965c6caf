import { join } from 'node:path';
import type { ServerConfig } from './config';

/**
 * host:port of a URL without its credentials, the default port when it names none; `unreadable`
 * when it is not a URL (never the text itself, which may hold a password).
 * @example hostPortOf('postgres://u:secret@db:6543/x', '5432') // 'db:6543'
 */
export function hostPortOf(url: string, defaultPort: string, unreadable = 'the server'): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || defaultPort}`;
  } catch {
    return unreadable;
  }
}

/** Where the data lives, without credentials. @example databaseLine(config) // 'Database: SQLite at /srv/data/greenroom.db' */
export function databaseLine(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `Database: SQLite at ${join(config.dataDir, 'greenroom.db')}`;
  try {
    const url = new URL(config.databaseUrl);
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)';
    const user = url.username ? ` as ${decodeURIComponent(url.username)}` : '';
    return `Database: PostgreSQL '${name}' on ${hostPortOf(config.databaseUrl, '5432')}${user}`;
  } catch {
    return 'Database: PostgreSQL (DATABASE_URL)';
  }
}

/** host:port of the mail server in SMTP_URL, without credentials. @example smtpServerOf('smtps://u:p@mail.x') // 'mail.x:465' */
export function smtpServerOf(smtpUrl: string): string {
  return hostPortOf(smtpUrl, smtpUrl.startsWith('smtps:') ? '465' : '587');
}

/** Where mail goes, without credentials. @example mailLine(config) // 'Mail: SMTP mail.example.com:587' */
export function mailLine(config: Pick<ServerConfig, 'smtpUrl'>): string {
  if (!config.smtpUrl) return 'Mail: no SMTP_URL, so password-reset codes are printed here and booking mail is kept in the outbox (GET /api/outbox).';
  return `Mail: SMTP ${smtpServerOf(config.smtpUrl)}${config.smtpUrl.startsWith('smtps:') ? ' (TLS)' : ''}`;
}

/**
 * What an operator needs to know at each start, one fact per line and no secret: the version, the
 * database, the mail transport, the public address and where guest links point.
 * @example
 * for (const line of setupLines(config, '0.1.0')) terminal.info(line);
 */
export function setupLines(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'smtpUrl' | 'publicUrl' | 'links'>, version: string): string[] {
  const linkHosts = [...new Set(Object.values(config.links).map((link) => new URL(link).origin))];
  return [
    `Greenroom server ${version}`,
    databaseLine(config),
    mailLine(config),
    `Public address: ${config.publicUrl} (links in mail: ${linkHosts.join(', ')})`,
  ];
}

/**
 * Settings that start but will hurt later, one warning each: with real SMTP, a super-admin address
 * at localhost can never receive its reset code.
 * @example
 * for (const line of setupWarnings(config)) terminal.warn(line);
 */
export function setupWarnings(config: Pick<ServerConfig, 'smtpUrl' | 'adminEmail'>): string[] {
  const warnings: string[] = [];
  if (config.smtpUrl && /@localhost$/i.test(config.adminEmail)) {
    warnings.push(
      `GREENROOM_ADMIN_EMAIL: the super-admin's address is ${config.adminEmail}, which no mail server delivers to, so 'Forgot Password?' cannot reach it. Set a real address (it applies when the admin is created; later, change it in Producer Admin).`,
    );
  }
  return warnings;
}
