// A tiny static file server (node:http) for a built folder such as Ladle's: no dependency, bound
// to 127.0.0.1 on a free port, addresses without a file answered with the folder's index.html.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Serves `folder` over HTTP until stopped.
 * @example
 * const ladle = await serveFolder('build/ladle');
 * await page.goto(`${ladle.url}/?story=ui--kit--button--basic`);
 * await ladle.stop();
 */
export async function serveFolder(folder: string): Promise<StaticServer> {
  const root = resolve(folder);
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const candidate = normalize(join(root, pathname));
    const inside = candidate === root || candidate.startsWith(root + sep);
    const found = inside && existsSync(candidate) && statSync(candidate).isFile();
    // A missing asset is a 404 (so a broken build shows); an address without one is the app's.
    if (!found && extname(pathname) !== '') {
      response.writeHead(404).end();
      return;
    }
    const file = found ? candidate : join(root, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
