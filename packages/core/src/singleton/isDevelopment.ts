/**
 * True unless the page was built for production (`process.env.NODE_ENV === 'production'`, which
 * bundlers replace at build time). Where there is no `process` at all (a plain browser script
 * without a bundler), the build is assumed to be production: development checks stay silent.
 * @example if (isDevelopment()) console.warn('…');
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}
