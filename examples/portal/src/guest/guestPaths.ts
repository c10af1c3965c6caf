/** A guest page named by the address: the join page of a personal link, or a booking's sign-up form. */
export interface GuestPageRoute {
  kind: 'join' | 'signUp';
  code: string;
}

const GUEST_PATHS: Record<string, GuestPageRoute['kind']> = { intake: 'join', 'sign-up': 'signUp' };

/**
 * The guest page a path names (the default link paths of the server's config: `/guest/intake/<code>`
 * and `/guest/sign-up/<code>`), or null for any other path.
 * @example guestPageOf('/guest/intake/AB12CD') // { kind: 'join', code: 'AB12CD' }
 * @example guestPageOf('/space/s1') // null
 */
export function guestPageOf(pathname: string): GuestPageRoute | null {
  const match = /^\/guest\/([a-z-]+)\/([^/]+)\/?$/.exec(pathname);
  const kind = match ? GUEST_PATHS[match[1]] : undefined;
  if (!match || !kind) return null;
  try {
    return { kind, code: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}
