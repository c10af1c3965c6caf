// Hydrates the server-rendered page with the same nonce the server rendered it with (read from
// this script's own nonce, which the browser keeps readable as a property), so the tree is the
// server's. Once hydrated, the kit's rules are a constructed style sheet the document adopts (not
// subject to `style-src`, no nonce needed) and the server's `<style>` elements go; a browser
// without constructable style sheets gets a `<style>` carrying this nonce instead.
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

const nonce = (document.getElementById('client-script') as HTMLScriptElement).nonce;
hydrateRoot(document.getElementById('root')!, <App nonce={nonce} />);
