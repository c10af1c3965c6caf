/**
 * Host texts: the page titles and the admin pages' header (ours), and 'Error in authentication' (the spec's).
 * The spec's own texts stay beside their pages (adminScreens.ts, ErrorPage.tsx).
 * @example document.title = pageTitle(hostTexts.titles.signIn, 'Greenroom') // 'Sign In · Greenroom'
 */
export const hostTexts = {
  titles: {
    signIn: 'Sign In',
    home: 'Home',
    notFound: 'Page Not Found',
  },
  signOut: 'Sign Out',
  /** The spec's words (§8): the sign-in form after the identity provider failed to restore the session. */
  authError: 'Error in authentication',
  /** A screen or tab whose code file failed to load (e.g. the portal was redeployed while the tab was open). */
  loadFailed: {
    title: 'This screen could not be loaded.',
    message: 'The portal may have been updated since this page was opened. Reload the page to continue.',
    reload: 'Reload',
    returnToPortal: 'Return to Producer Portal',
  },
} as const;

/**
 * The browser tab's title: the screen, then the product.
 * @example pageTitle('Demo Space', 'Greenroom') // 'Demo Space · Greenroom'
 */
export function pageTitle(screen: string | undefined, productName: string): string {
  return screen ? `${screen} · ${productName}` : productName;
}
