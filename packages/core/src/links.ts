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
