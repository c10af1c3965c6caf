// The partner's server: each request gets a fresh nonce, the page is rendered on the server and
// served under `default-src 'self'; style-src 'nonce-…'; script-src 'nonce-…'`. The page's styles
// are in the rendered markup (a `<style nonce>` after each panel); the client script carries the
// nonce and hands it to the hydrated tree.
// GET /?csp=off serves the same page without the policy (the stage's reference rendering).
// Prints `listening <port>` once it accepts connections (PORT=0 picks a free port).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { render } from './dist/render.mjs';

const client = readFileSync(new URL('./dist/client.js', import.meta.url));

const page = (nonce, html) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Partner page (SSR, strict CSP)</title>
  </head>
  <body>
    <div id="root">${html}</div>
    <script id="client-script" nonce="${nonce}" src="/client.js"></script>
  </body>
</html>`;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/client.js') {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    response.end(client);
    return;
  }
  if (url.pathname !== '/') {
    response.writeHead(404).end();
    return;
  }
  const nonce = randomBytes(16).toString('base64');
  const headers = { 'content-type': 'text/html; charset=utf-8' };
  if (url.searchParams.get('csp') !== 'off') {
    headers['content-security-policy'] = `default-src 'self'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'`;
  }
  try {
    const body = page(nonce, render(nonce));
    response.writeHead(200, headers);
    response.end(body);
  } catch (error) {
    console.error(error);
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.stack ?? error));
  }
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`listening ${server.address().port}`));
