import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { negotiateEncoding } from '../src/platform/http/compression';
import { createTestServer, createUser, type TestServer } from './helpers';

const APP_JS = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
// Over 1 kB, so that it goes out compressed.
const INDEX = `<!doctype html><html><head><title>Greenroom</title></head><body><div id="root"></div><!--${'.'.repeat(1200)}--></body></html>`;
const PRODUCT = 'Stage </script><b>';

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'greenroom-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(join(webDir, 'assets', 'app-Ab12Cd.js'), APP_JS);
  writeFileSync(join(webDir, 'assets', 'app-Ab12Cd.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(webDir, 'assets', 'app-Ab12Cd.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(webDir, 'assets', 'plain-Zz99.css'), 'body{}');
  server = await createTestServer({ env: { GREENROOM_WEB_DIR: webDir, GREENROOM_PRODUCT_NAME: PRODUCT } });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the host app files', () => {
  it('sends the precompressed brotli file to a client that accepts br, with the JavaScript type', async () => {
    const r = await get('/assets/app-Ab12Cd.js', 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the gzip file to a gzip-only client and the plain file to one that accepts nothing', async () => {
    const gz = await get('/assets/app-Ab12Cd.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await get('/assets/app-Ab12Cd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('caches hashed assets for a year, with or without a precompressed copy', async () => {
    expect((await get('/assets/app-Ab12Cd.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await get('/assets/plain-Zz99.css', 'br');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html with the public config at the top of <head>, the same JSON as GET /api/config, escaped', async () => {
    const config = (await get('/api/config')).body;
    expect(JSON.parse(config).productName).toBe(PRODUCT);
    const page = (await get('/')).body;
    const block = `<script type="application/json" id="greenroom-config">${config.replace(/</g, '\\u003c')}</script>`;
    expect(page).toBe(INDEX.replace('<head>', `<head>${block}`));
    expect(page).not.toContain('</script><b>');
    expect(JSON.parse(/id="greenroom-config">(.*?)<\/script>/.exec(page)![1])).toEqual(JSON.parse(config));
  });

  it('makes index.html, / and client routes revalidate, with one ETag, a 304 when it matches, and brotli', async () => {
    const first = await get('/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    for (const url of ['/', '/index.html', '/home', '/admin-menu/producers?x=1']) {
      const r = await get(url, 'br');
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-encoding'], url).toBe('br');
      expect(r.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(r.rawPayload).toString(), url).toBe(first.body);
      expect(r.headers['cache-control'], url).toBe('no-cache');
      // No link page is drawn on the server here: no client hint is asked for.
      expect(r.headers['accept-ch'], url).toBeUndefined();
      expect(r.headers.etag, url).toBe(etag);
      const again = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    const changed = await server.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('still answers unknown /api paths with a JSON 404', async () => {
    const r = await get('/api/nowhere', 'br');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: 'Not found', code: 'NotFound' });
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer with brotli or gzip when the client accepts it', async () => {
    const admin = await createUser(server, { role: 0 });
    for (let i = 0; i < 25; i += 1) await createUser(server);
    const url = '/api/producers/all/admin';
    const plain = await server.app.inject({ method: 'GET', url, headers: admin.auth });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await server.app.inject({ method: 'GET', url, headers: { ...admin.auth, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await server.app.inject({ method: 'GET', url, headers: { ...admin.auth, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers alone', async () => {
    const r = await get('/api/health', 'br');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.json()).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});

describe('negotiateEncoding', () => {
  it('prefers br, honours q=0 and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
