import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from '../router';
import type { AuthProvider, AuthSession } from '@greenroom/core';
import type { PortalConfig } from '../config';
import { App, type AppProps } from '../App';
import { createPortalServices } from '../app/createPortalServices';
import { hasSessionHint } from '../app/sessionHint';
import { preloadAreaFor } from '../routes/areas';

/** The sign-in entry's identity adapter and the session it just signed in with. */
export interface SignedInHandover {
  auth: AuthProvider;
  session: AuthSession;
}

/**
 * Draws the full portal (router, PortalProvider, every route) into `root`: the chunk the entry
 * loads for a browser with a session, for any address the sign-in entry does not draw, and after a
 * sign-in there (`handover`: that adapter and its session, so nothing is asked again). The code of
 * the area the address shows is loaded first (index.html has it on its way), so the first render
 * draws it without a loading flash and the 300 ms React holds back a suspended screen (issue 31).
 * @example
 * const { renderPortal } = await import('./portal/renderPortal');
 * await renderPortal(root, config);
 */
export async function renderPortal(root: Root, config: PortalConfig, handover?: SignedInHandover): Promise<void> {
  await preloadAreaFor(window.location.pathname, Boolean(handover) || hasSessionHint());
  const services = handover ? createPortalServices('/api', handover.auth) : undefined;
  root.render(<PortalTree config={config} services={services} initialSession={handover?.session} />);
}

/**
 * The portal's whole tree in the browser: StrictMode, the router on the address bar and the App.
 * hydratePortal draws the same (and importing it from here keeps the portal's code in this one
 * chunk, shared by both, instead of a third).
 * @example root.render(<PortalTree config={config} />);
 */
export function PortalTree(props: AppProps) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App {...props} />
      </BrowserRouter>
    </StrictMode>
  );
}

