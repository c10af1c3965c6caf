/**
 * Host texts the spec does not word (all ours): the page titles and the admin pages' header.
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
} as const;

/**
 * The browser tab's title: the screen, then the product.
 * @example pageTitle('Demo Space', 'Greenroom') // 'Demo Space · Greenroom'
 */
export function pageTitle(screen: string | undefined, productName: string): string {
  return screen ? `${screen} · ${productName}` : productName;
}
