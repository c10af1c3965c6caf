import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadPortalConfig, readInlineConfig, type PortalConfig } from './config';
import { App } from './App';
import { acceptSsoReturn } from './app/ssoReturn';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// Back from single sign-on: the session is in the refresh cookie; restore it once.
acceptSsoReturn();

function renderApp(config: PortalConfig): void {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App config={config} />
      </BrowserRouter>
    </StrictMode>,
  );
}

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
