/**
 * Kept for files that still import the rate-limit counter from here; it lives in lib/rateLimits.
 * @example import { hitRateWindow } from '../lib/rateLimits';
 */
export { hitRateLimit, hitRateWindow } from '../lib/rateLimits';
