// Hydrates the server-rendered page; styles the client adds carry the page's nonce (read from
// this script's own nonce, which the browser keeps readable as a property).
import { hydrateRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { App } from './App';

const nonce = (document.getElementById('client-script') as HTMLScriptElement).nonce;
hydrateRoot(
  document.getElementById('root')!,
  <StyleSheetManager nonce={nonce}>
    <App />
  </StyleSheetManager>,
);
