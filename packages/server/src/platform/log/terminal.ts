/** Anything text can be written to: process.stdout, a file stream, a test's collector. */
export interface TextSink {
  write(text: string): unknown;
}

/**
 * The server's terminal, for people: where to open the app, the first-start password, mail kept for
 * the operator, warnings and errors. Each call writes whole lines.
 * @example
 * const terminal = createTerminal();
 * terminal.info('Greenroom is running at http://localhost:8080');
 */
export interface Terminal {
  info(text: string): void;
  warn(text: string): void;
  error(text: string): void;
}

/**
 * A terminal writing information to `out` and warnings and errors to `err` (default: the process's
 * stdout and stderr).
 * @example
 * const lines: string[] = [];
 * const terminal = createTerminal({ write: (t) => lines.push(t) });
 */
export function createTerminal(out: TextSink = process.stdout, err: TextSink = process.stderr): Terminal {
  const line = (sink: TextSink, text: string) => sink.write(text.endsWith('\n') ? text : `${text}\n`);
  return {
    info: (text) => line(out, text),
    warn: (text) => line(err, `Warning: ${text}`),
    error: (text) => line(err, `Error: ${text}`),
  };
}
