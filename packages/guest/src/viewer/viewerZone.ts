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

/**
 * The viewer's language tag as the browser reports it ('de-DE'), or undefined outside a browser;
 * sent with a sign-up so the guest's mail can be written in it.
 * @example const language = browserLanguage(); // 'de-DE'
 */
export function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language || undefined;
}
