// Declared here rather than from @types/node: bundlers replace `process.env.NODE_ENV` in the
// browser, and a page without a bundler has no `process` at all (the catch below).
declare const process: { env: { NODE_ENV?: string } };

/** True unless the build says production (`process.env.NODE_ENV === 'production'`). */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

const said = new Set<string>();

/**
 * Tells a developer about a mistake once per page (console.warn or console.error), and says
 * nothing in a production build.
 *
 * @example
 * developmentMessage('warn', '[Greenroom appearance] colorPrimary "tomato" is not a colour …');
 */
export function developmentMessage(level: 'warn' | 'error', message: string): void {
  if (!isDevelopment() || said.has(message)) return;
  said.add(message);
  console[level](message);
}
