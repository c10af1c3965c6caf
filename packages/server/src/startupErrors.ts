import type { ServerConfig } from './platform/config';
import { DataDirLockedError } from './platform/db/lockFile';
import { hostPortOf } from './platform/setupLines';

/** A start-up failure already put in one human line; the CLI prints it and exits with 1. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** What the server was doing when it failed. */
export type StartupStage = 'database' | 'listen';

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function databaseProblem(error: unknown, config: ServerConfig): string {
  const code = codeOf(error);
  const message = (error as Error | undefined)?.message || code || String(error);
  if (error instanceof DataDirLockedError) return `GREENROOM_DATA_DIR: ${message}`;
  if (config.databaseUrl) {
    const server = hostPortOf(config.databaseUrl, '5432', 'the PostgreSQL server');
    if (code === 'ECONNREFUSED') return `DATABASE_URL: cannot reach PostgreSQL at ${server} (connection refused). Is it running?`;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `DATABASE_URL: unknown host in ${server}. Check the address.`;
    if (code === 'ETIMEDOUT') return `DATABASE_URL: PostgreSQL at ${server} did not answer in time.`;
    if (code === '28P01' || code === '28000') return `DATABASE_URL: PostgreSQL at ${server} refused the user name or password.`;
    if (code === '3D000') return `DATABASE_URL: ${message} on ${server}. Create it first.`;
    return `DATABASE_URL: cannot use the database at ${server} (${message})`;
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return `GREENROOM_DATA_DIR: '${config.dataDir}' is not writable. Choose a directory this user can write to.`;
  }
  if (code === 'ENOTDIR' || code === 'ENOENT') return `GREENROOM_DATA_DIR: cannot create '${config.dataDir}' (a part of the path is not a directory).`;
  return `GREENROOM_DATA_DIR: cannot open the database in '${config.dataDir}' (${message})`;
}

function listenProblem(error: unknown, config: ServerConfig): string {
  const code = codeOf(error);
  if (code === 'EADDRINUSE') return `PORT: port ${config.port} on ${config.host} is already in use. Stop the other program or choose another PORT (e.g. PORT=${config.port + 1}).`;
  if (code === 'EACCES') return `PORT: no permission to listen on port ${config.port}. Choose a PORT above 1023.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `HOST: '${config.host}' is not an address of this machine.`;
  return `PORT: cannot listen on ${config.host}:${config.port} (${(error as Error).message})`;
}

/**
 * One line for a newcomer: which variable to look at and what to do, never a stack trace.
 * @example
 * describeStartupError('listen', Object.assign(new Error('x'), { code: 'EADDRINUSE' }), config)
 * // 'PORT: port 8080 on 127.0.0.1 is already in use. Stop the other program or choose another PORT (e.g. PORT=8081).'
 */
export function describeStartupError(stage: StartupStage, error: unknown, config: ServerConfig): string {
  return stage === 'listen' ? listenProblem(error, config) : databaseProblem(error, config);
}
