// Issue 19, headers: a strict CSP for the host app (no 'unsafe-inline'; inline blocks by hash),
// nosniff, no framing, no referrer on the HTML and the API, HSTS over https; slow clients time out.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createTerminal } from '../src/platform/log/terminal';
import { readFileSync } from 'node:fs';
import { LIBRARY_STYLE_HASHES } from '../src/platform/http/securityHeaders';
import { createTestServer, openTestDatabase, type TestServer } from './helpers';

const STYLE = 'html, body { margin: 0; }';
const INDEX = `<!doctype html><html><head><style>${STYLE}</style></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'greenroom-csp-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  server = await createTestServer({ env: { GREENROOM_WEB_DIR: webDir, PUBLIC_URL: 'https://portal.example.test' } });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends the host app with a strict CSP: scripts from self only, inline styles by hash, no framing', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/producers' });
    expect(r.statusCode).toBe(200);
    const csp = String(r.headers['content-security-policy']);
    const hash = createHash('sha256').update(STYLE).digest('base64');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps the host CSP on a 304 of the page (no content type): the browser merges it into the cached page', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/' });
    const etag = String(first.headers.etag ?? '');
    const lastModified = String(first.headers['last-modified'] ?? '');
    const again = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: etag ? { 'if-none-match': etag } : { 'if-modified-since': lastModified },
    });
    expect(again.statusCode).toBe(304);
    expect(String(again.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(again.headers['content-security-policy'])).not.toContain("default-src 'none'");
  });

  it("allows react-colorful's injected stylesheet by its current hash", () => {
    const source = readFileSync(join(__dirname, '../../../node_modules/react-colorful/dist/index.mjs'), 'utf8');
    const start = source.indexOf("a.innerHTML='") + "a.innerHTML=".length;
    let end = start + 1;
    while (!(source[end] === "'" && source[end - 1] !== '\\')) end += 1;
    const css = (0, eval)(source.slice(start, end + 1)) as string;
    expect(css).toContain('.react-colorful{');
    expect(LIBRARY_STYLE_HASHES).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it('sends API answers and errors with default-src none, nosniff and no-referrer', async () => {
    for (const url of ['/api/health', '/api/nowhere', '/api/producers/all/admin']) {
      const r = await server.app.inject({ method: 'GET', url });
      expect(r.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
      expect(r.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});

describe('slow clients', () => {
  it('closes a connection that trickles its request past the request timeout', async () => {
    const handle = await openTestDatabase();
    const app = await buildApp({
      db: handle.db,
      config: loadConfig({ GREENROOM_DATA_DIR: handle.dataDir, GREENROOM_SEED: 'none' }),
      scryptCost: 2 ** 10,
      terminal: createTerminal({ write: () => true }, { write: () => true }),
      timeouts: { requestMs: 300, headersMs: 300, idleMs: 300 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    try {
      const started = Date.now();
      const closed = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
        });
        let answer = '';
        socket.on('data', (data) => (answer += data.toString()));
        // One byte every 100 ms keeps the socket busy: only the request timeout ends it.
        const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
        socket.on('close', () => {
          clearInterval(trickle);
          resolve(answer);
        });
      });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(closed).toMatch(/^HTTP\/1\.1 408|^$/);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
