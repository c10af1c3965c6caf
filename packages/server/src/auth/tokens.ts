/**
 * Kept for files that still import the id and token helpers from here; they live in lib/tokens.
 * @example import { newId } from '../lib/tokens';
 */
export { randomToken, sha256, newId, sixDigitCode, loginCode, temporaryPassword } from '../lib/tokens';
