import type { DehydratedState } from '@tanstack/react-query';
import type { AuthSession } from '@greenroom/core';
import type { ThemeMode } from '@greenroom/ui';

/** The id of the data block a server-rendered link page carries (ADR 0008), read before hydrating it. */
export const PRERENDERED_BLOCK_ID = 'greenroom-prerendered';

/**
 * What the server drew a link page with, so the browser hydrates the same tree: the address, the
 * session without its token (the page takes the token from its cookie), the theme and the viewer's
 * time zone it drew in, the moment it drew it at, and the query cache it drew from (TanStack
 * Query's dehydrated state).
 */
export interface PrerenderedPage {
  path: string;
  session: Omit<AuthSession, 'idToken'>;
  mode: ThemeMode;
  /** The viewer's time zone the server drew "your time" in; null when it did not know it. */
  viewerZone: string | null;
  /** When the server drew the page (epoch ms): the features' clock until hydration is over (DrawnClock). */
  drawnAt: number;
  state: DehydratedState;
}

/**
 * The data block for `page`, for the top of `<head>`: a `<script type="application/json">` is never
 * run, so the page's CSP needs no hash for it; `<` is escaped so that no value can close it.
 * @example prerenderedBlock(page) // '<script type="application/json" id="greenroom-prerendered">{…}</script>'
 */
export function prerenderedBlock(page: PrerenderedPage): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRERENDERED_BLOCK_ID}">${json}</script>`;
}

/**
 * The server-rendered page this document carries for `pathname`, with the session completed by
 * the token of `idToken` (the greenroom.session cookie's, for the same producer); undefined when
 * there is none, it is for another address or producer, or it does not parse: the page then
 * renders on the client as before.
 * @example const page = readPrerenderedPage(document, location.pathname, storedSessionToken());
 */
export function readPrerenderedPage(
  doc: Pick<Document, 'getElementById'>,
  pathname: string,
  stored: { idToken: string; producerID: string } | undefined,
): { page: PrerenderedPage; session: AuthSession } | undefined {
  const text = doc.getElementById(PRERENDERED_BLOCK_ID)?.textContent;
  if (!text || !stored) return undefined;
  try {
    const page = JSON.parse(text) as PrerenderedPage;
    const valid =
      page.path === pathname &&
      page.session?.producerID === stored.producerID &&
      (page.mode === 'light' || page.mode === 'dark') &&
      Number.isFinite(page.drawnAt) &&
      typeof page.state === 'object' &&
      page.state !== null;
    return valid ? { page, session: { ...page.session, idToken: stored.idToken } } : undefined;
  } catch {
    return undefined;
  }
}
