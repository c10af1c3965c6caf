// Server render of the page with its styles collected for the response, each <style> carrying
// the request's CSP nonce.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';

/** The app's markup and its nonce'd style tags. */
export function render(nonce: string): { html: string; styleTags: string } {
  const sheet = new ServerStyleSheet({ nonce });
  try {
    const html = renderToString(sheet.collectStyles(<App />));
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
