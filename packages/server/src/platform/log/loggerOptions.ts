import type { FastifyServerOptions } from 'fastify';
import { humanLogStream } from './humanLogStream';
import type { Terminal, TextSink } from './terminal';

/** The pino levels LOG_LEVEL may name. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Fastify's logger for the terminal. With a LOG_LEVEL: pino JSON lines at that level to `jsonSink`
 * (one line per request at `info`). Without: only warnings and errors, as human lines.
 * @example
 * buildApp({ db, config, logger: loggerOptions(config.logLevel, terminal) });
 */
export function loggerOptions(level: LogLevel | undefined, terminal: Terminal, jsonSink: TextSink = process.stdout): FastifyServerOptions['logger'] {
  if (level) return { level, stream: jsonSink };
  return { level: 'warn', stream: humanLogStream(terminal) };
}
