import type { TextSink, Terminal } from './terminal';

interface PinoLine {
  level?: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; type?: string };
}

const WARN = 40;
const ERROR = 50;

/**
 * A pino destination that turns its JSON lines into one human line each on the terminal: warnings
 * as warnings, errors with the error's message (no stack trace), the request id when there is one.
 * @example
 * Fastify({ logger: { level: 'warn', stream: humanLogStream(createTerminal()) } });
 */
export function humanLogStream(terminal: Terminal): TextSink {
  return {
    write(chunk: string) {
      for (const text of chunk.split('\n')) {
        if (text.trim() === '') continue;
        let entry: PinoLine;
        try {
          entry = JSON.parse(text) as PinoLine;
        } catch {
          terminal.info(text);
          continue;
        }
        const cause = entry.err?.message ? `: ${entry.err.message}` : '';
        const request = entry.reqId ? ` (request ${entry.reqId})` : '';
        const message = `${entry.msg ?? ''}${cause}${request}`;
        if ((entry.level ?? 0) >= ERROR) terminal.error(message);
        else if ((entry.level ?? 0) >= WARN) terminal.warn(message);
        else terminal.info(message);
      }
    },
  };
}
