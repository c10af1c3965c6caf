import { THEME_PREFERENCE_KEY, type ThemeMode } from '@greenroom/ui';

/**
 * The cookie with the theme this browser last showed and its time zone, so that the server draws
 * a link page as the browser will (ADR 0008): light or dark (the system's scheme resolved, for a
 * browser that sends no `Sec-CH-Prefers-Color-Scheme` hint), and the zone of the viewer's "your
 * time" lines (which no request header tells).
 */
export const VIEW_COOKIE = 'greenroom.view';

/** What the server draws a page in. */
export interface PageView {
  mode: ThemeMode;
  /** null: not known; the "your time" lines then show once the page has hydrated. */
  viewerZone: string | null;
}

// Browsers keep a cookie at most 400 days; it is written again whenever the theme shown changes.
const MAX_AGE_SECONDS = 400 * 86_400;
const ZONE = /^[A-Za-z0-9_+\-/]{1,64}$/;

/**
 * Writes the theme shown and the browser's time zone into VIEW_COOKIE (the space window does, as
 * they change).
 * @example useEffect(() => rememberView({ mode, viewerZone: guessTimezone() }), [mode]);
 */
export function rememberView(view: PageView, doc: Pick<Document, 'cookie'> = document): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  try {
    doc.cookie = `${VIEW_COOKIE}=${encodeURIComponent(JSON.stringify(view))}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Strict${secure}`;
  } catch {
    // No cookies: the server draws in light, without "your time".
  }
}

/**
 * The view to draw a request's page in, from its cookies (their values already decoded) and the
 * browser's `Sec-CH-Prefers-Color-Scheme` hint when it sent one. The theme: a choice of light or
 * dark (the theme switch's cookie) first; else the system's scheme, as the hint gives it now or,
 * without a hint, as the view cookie last saw it; else light. The zone: the view cookie's; null
 * when it is missing, unreadable or not a zone name.
 * @example viewOf({ 'greenroom.view': '{"mode":"dark","viewerZone":"Europe/Berlin"}' }) // { mode: 'dark', viewerZone: 'Europe/Berlin' }
 * @example viewOf({}, 'dark') // { mode: 'dark', viewerZone: null }: a first visit from a dark system
 */
export function viewOf(cookies: Record<string, string | undefined>, systemScheme?: ThemeMode): PageView {
  const remembered = rememberedView(cookies[VIEW_COOKIE]);
  const chosen = cookies[THEME_PREFERENCE_KEY];
  const system = systemScheme === 'dark' || systemScheme === 'light' ? systemScheme : remembered.mode;
  const mode = chosen === 'light' || chosen === 'dark' ? chosen : system;
  return { mode, viewerZone: remembered.viewerZone };
}

function rememberedView(cookie: string | undefined): PageView {
  try {
    const value = JSON.parse(cookie ?? 'null') as Partial<PageView> | null;
    return {
      mode: value?.mode === 'dark' ? 'dark' : 'light',
      viewerZone: typeof value?.viewerZone === 'string' && ZONE.test(value.viewerZone) ? value.viewerZone : null,
    };
  } catch {
    return { mode: 'light', viewerZone: null };
  }
}
