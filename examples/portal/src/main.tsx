import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadPortalConfig, readInlineConfig, type PortalConfig } from './config';
import { App } from './App';
import { acceptSsoReturn } from './app/ssoReturn';
import { guestPageOf, type GuestPageRoute } from './guest/guestPaths';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

function renderApp(config: PortalConfig): void {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App config={config} />
      </BrowserRouter>
    </StrictMode>,
  );
}

/** A guest's page (a mailed link): its own chunk, no producer shell, no session, no config wait. */
function renderGuestPage(page: GuestPageRoute): void {
  import('./guest/GuestApp')
    .then(({ GuestApp }) => root.render(<StrictMode><GuestApp page={page} /></StrictMode>))
    .catch(() => root.render(<p role="alert">This page could not be loaded. Please reload the page.</p>));
}

const guestPage = guestPageOf(window.location.pathname);
if (guestPage) renderGuestPage(guestPage);
else {
  // Back from single sign-on: the session is in the refresh cookie; restore it once.
  acceptSsoReturn();
  // The server puts the config in the page: render at once. Otherwise (Vite dev) ask for it first.
  const inline = readInlineConfig();
  if (inline) renderApp(inline);
  else {
    loadPortalConfig()
      .then(renderApp)
      .catch(() => {
        root.render(<p role="alert">The portal could not reach its server. Please reload the page.</p>);
      });
  }
}
