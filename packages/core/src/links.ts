/**
 * Public hosts that links are built on: each is a base URL to which a code or id is appended.
 * @example
 * const calendarUrl = links.calendar + calendar.loginCode;
 */
export interface PortalLinks {
  intake: string;
  mobileHybrid: string;
  photoAlbum: string;
  qaDisplay: string;
  signUp: string;
  attendeeJoin: string;
  bridge: string;
  calendar: string;
}

/** Join a link host and a code, with exactly one slash between them. @example buildLink('https://x/ical/', 'abc') // 'https://x/ical/abc' */
export function buildLink(host: string, code: string): string {
  return `${host.replace(/\/+$/, '')}/${encodeURIComponent(code)}`;
}

/**
 * Link hosts for stories, tests and demos (reserved example.com addresses, never a real site).
 * @example
 * <PortalProvider links={exampleLinks} ... />
 * buildLink(exampleLinks.calendar, 'k3y') // 'https://portal.example.com/api/ical/k3y'
 */
export const exampleLinks: PortalLinks = {
  intake: 'https://portal.example.com/guest/intake/',
  mobileHybrid: 'https://portal.example.com/guest/mobile-hybrid/',
  photoAlbum: 'https://portal.example.com/guest/photo-album/',
  qaDisplay: 'https://portal.example.com/guest/qa-display/',
  signUp: 'https://portal.example.com/guest/sign-up/',
  attendeeJoin: 'https://portal.example.com/guest/attendee-join/',
  bridge: 'https://portal.example.com/guest/bridge/',
  calendar: 'https://portal.example.com/api/ical/',
};
