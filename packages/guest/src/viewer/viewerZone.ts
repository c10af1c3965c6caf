import { isValidTimezone } from '@greenroom/core';

/**
 * The viewer's own IANA zone as the browser reports it (Intl), or null when it cannot say.
 * @example const zone = browserZone(); // 'Europe/Berlin'
 */
export function browserZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimezone(zone) ? zone : null;
  } catch {
    return null;
  }
}
