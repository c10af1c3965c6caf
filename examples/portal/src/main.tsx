import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadPortalConfig } from './config';
import { App } from './App';
import { acceptSsoReturn } from './app/ssoReturn';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// Back from single sign-on: the session is in the refresh cookie; restore it once.
acceptSsoReturn();

loadPortalConfig()
  .then((config) => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App config={config} />
        </BrowserRouter>
      </StrictMode>,
    );
  })
  .catch(() => {
    root.render(<p role="alert">The portal could not reach its server. Please reload the page.</p>);
  });
