// The partner's page and backend on one port: the built page from dist/ under a strict
// Content-Security-Policy with a fresh nonce per page load, and the API of api.mjs.
//   node examples/partner-embed/backend/server.mjs   (after building the example; PORT, PARTNER_API_KEY)
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleApi } from './api.mjs';
import { errorAnswer, HttpError } from './http.mjs';
import { createStore } from './store.mjs';

const defaultDist = fileURLToPath(new URL('../dist', import.meta.url));
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.map': 'application/json', '.svg': 'image/svg+xml' };

/** The policy the page is served under: no 'unsafe-inline', no 'unsafe-eval'. @example cspFor('abc') */
export const cspFor = (nonce) =>
  `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;

function servePage(distDir, response) {
  const nonce = randomBytes(16).toString('base64');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
    .replaceAll('__CSP_NONCE__', nonce)
    .replace(/<(script|style|link)(?![^>]*\snonce=)/g, `<$1 nonce="${nonce}"`);
  response.writeHead(200, { 'content-type': types['.html'], 'content-security-policy': cspFor(nonce), 'cache-control': 'no-store' });
  response.end(html);
}

/** The address's path, decoded; 400 for a malformed % escape (decodeURIComponent's URIError). */
function decodedPath(url) {
  try {
    return decodeURIComponent(new URL(url, 'http://partner.local').pathname);
  } catch {
    throw new HttpError(400, 'The address has a malformed % escape.');
  }
}

/**
 * Starts the partner's server; resolves its address, its in-memory store and a close function.
 * @example const partner = await startPartnerServer({ port: 0 }); await fetch(`${partner.url}/`);
 */
export function startPartnerServer({ port = 4310, apiKey = 'demo-partner-key', distDir = defaultDist } = {}) {
  const store = createStore();
  const server = createServer((request, response) => {
    handleApi(store, apiKey, request, response)
      .then((handled) => {
        if (handled) return;
        const path = normalize(decodedPath(request.url)).replace(/^(\.\.[/\\])+/, '');
        const file = join(distDir, path);
        if (path !== '/' && file.startsWith(distDir) && existsSync(file) && statSync(file).isFile()) {
          response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
          createReadStream(file).pipe(response);
        } else {
          servePage(distDir, response);
        }
      })
      .catch((error) => {
        // Our own message and status; a parser's or runtime's text never reaches the client.
        const [status, body] = errorAnswer(error);
        if (response.headersSent) return response.destroy();
        response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
      });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({ url: `http://127.0.0.1:${actual}`, store, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const partner = await startPartnerServer({ port: Number(process.env.PORT ?? 4310), apiKey: process.env.PARTNER_API_KEY ?? 'demo-partner-key' });
  console.log(`Partner page and API on ${partner.url}`);
}
