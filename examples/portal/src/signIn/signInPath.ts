/** What the sign-in screen says about the address it opened on. */
export interface SignInPath {
  /** Opened from a space or booking link: the screen says 'Please log in to see this page' and stays on the link once signed in. */
  fromLink?: 'space' | 'booking';
}

const LINK = /^\/(space|booking)\/[^/]+\/?$/;

/**
 * Whether a signed-out visitor at `pathname` sees the sign-in screen (/, a space link, a booking
 * link; docs/reference/portal.md §2), and from which link; undefined for every other path (the
 * full app answers those, e.g. with its not-found page).
 * @example signInPathOf('/space/s1') // { fromLink: 'space' }
 */
export function signInPathOf(pathname: string): SignInPath | undefined {
  if (pathname === '/') return {};
  const link = LINK.exec(pathname);
  return link ? { fromLink: link[1] as 'space' | 'booking' } : undefined;
}
