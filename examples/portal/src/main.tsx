import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AuthSession } from '@greenroom/core';
import { loadPortalConfig, readInlineConfig, type PortalConfig } from './config';
import { createPortalAuth } from './app/createPortalAuth';
import { hasSessionHint, rememberSession } from './app/sessionHint';
import { acceptSsoReturn } from './app/ssoReturn';
import { guestPageOf, type GuestPageRoute } from './guest/guestPaths';
import { SignInApp } from './signIn/SignInApp';
import { signInPathOf, type SignInPath } from './signIn/signInPath';
import { takeSsoError } from './signIn/takeSsoError';
import type { renderPortal, SignedInHandover } from './portal/renderPortal';

/** What the full portal's chunk exports (a type only: the chunk itself is loaded on demand). */
interface PortalChunk {
  renderPortal: typeof renderPortal;
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const container: HTMLElement = rootElement;
// A page the server drew (ADR 0008) is hydrated, not rendered: no client root unless that cannot be.
const prerendered = document.getElementById('greenroom-prerendered') !== null;
let clientRoot: Root | undefined;
const rootOf = (element: Element): Root => (clientRoot ??= createRoot(element));

const LOAD_FAILED = 'This page could not be loaded. Please reload the page.';
/** What shows that the visitor started on the sign-in form (not focus: the screen focuses its heading itself). */
const WARM_ON = ['pointerdown', 'keydown', 'input'] as const;

/** The full portal's chunk (router, query client, every route), fetched once. */
let portalChunk: Promise<PortalChunk> | undefined;
const loadPortal = () => (portalChunk ??= import('./portal/renderPortal'));

/** Draws the full portal once its chunk is here; a chunk that fails to load says so (and is asked for again next time). */
function renderPortalApp(config: PortalConfig, handover?: SignedInHandover): void {
  loadPortal()
    .then(({ renderPortal }) => renderPortal(rootOf(container), config, handover))
    .catch(() => {
      portalChunk = undefined;
      rootOf(container).render(<p role="alert">{LOAD_FAILED}</p>);
    });
}

/**
 * Hydrates the link page the server drew (its own chunk: the data block is read and checked
 * there, not in this entry); a page it cannot take (another producer's, a stale cookie) is drawn
 * afresh as any other (hydratePortal drops the clicks held meanwhile), and if the code cannot
 * load, the notice replaces it (which has no control a held click could be meant for).
 */
function hydratePortalApp(config: PortalConfig): void {
  import('./portal/hydratePortal')
    .then(({ hydratePortal }) => hydratePortal(container, config))
    .then((root) => {
      if (root) clientRoot = root;
      else renderPortalApp(config);
    })
    .catch(() => rootOf(container).render(<p role="alert">{LOAD_FAILED}</p>));
}

/**
 * A first visit without a session (issue 31): the sign-in screen from this entry alone, the full
 * portal fetched once the visitor starts on the form and opened once signed in, on /home (or on the
 * link the visit came from).
 */
function renderSignIn(config: PortalConfig, path: SignInPath): void {
  const auth = createPortalAuth('/api');
  const onSignedIn = (session: AuthSession) => {
    rememberSession(session);
    if (!path.fromLink) window.history.pushState(null, '', '/home');
    renderPortalApp(config, { auth, session });
  };
  rootOf(container).render(
    <StrictMode>
      <SignInApp config={config} auth={auth} path={path} ssoError={takeSsoError()} onSignedIn={onSignedIn} />
    </StrictMode>,
  );
  // Fetched while the visitor types, so the portal opens at once after LOGIN; not before the form is used.
  const warm = () => {
    for (const type of WARM_ON) document.removeEventListener(type, warm, true);
    loadPortal().catch(() => {
      // Asked for again once signed in.
      portalChunk = undefined;
    });
  };
  for (const type of WARM_ON) document.addEventListener(type, warm, true);
}

/** The producer's portal: the sign-in entry for a first visit without a session at /, a space or a booking link; else the full app. */
function renderProducerPortal(config: PortalConfig): void {
  if (prerendered) return hydratePortalApp(config);
  const signInPath = hasSessionHint() ? undefined : signInPathOf(window.location.pathname);
  if (signInPath) renderSignIn(config, signInPath);
  else renderPortalApp(config);
}

/** A guest's page (a mailed link): its own chunk, no producer shell, no session, no config wait. */
function renderGuestPage(page: GuestPageRoute): void {
  import('./guest/GuestApp')
    .then(({ GuestApp }) => rootOf(container).render(<StrictMode><GuestApp page={page} /></StrictMode>))
    .catch(() => rootOf(container).render(<p role="alert">{LOAD_FAILED}</p>));
}

const guestPage = guestPageOf(window.location.pathname);
if (guestPage) renderGuestPage(guestPage);
else {
  // Back from single sign-on: the session is in the refresh cookie; restore it once.
  acceptSsoReturn();
  // The server puts the config in the page: render at once. Otherwise (Vite dev) ask for it first.
  const inline = readInlineConfig();
  if (inline) renderProducerPortal(inline);
  else {
    loadPortalConfig()
      .then(renderProducerPortal)
      .catch(() => {
        rootOf(container).render(<p role="alert">The portal could not reach its server. Please reload the page.</p>);
      });
  }
}
