import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createSmtpMailer } from '../src/mail/transports';
import { createTestServer, type TestServer } from './helpers';

let server: TestServer;
const web = mkdtempSync(join(tmpdir(), 'greenroom-web-'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>Portal</title>');
writeFileSync(join(web, 'app.js'), 'console.log(1)');

beforeAll(async () => {
  server = await createTestServer({ env: { GREENROOM_WEB_DIR: web, GREENROOM_PRODUCT_NAME: 'Showtime' } });
});
afterAll(async () => {
  await server.close();
});

it('serves the OpenAPI document at /api/docs', async () => {
  const r = await server.app.inject({ method: 'GET', url: '/api/docs' });
  expect(r.statusCode).toBe(200);
  const doc = r.json();
  expect(doc.openapi).toBe('3.0.3');
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/sign-in', '/api/space', '/api/skin/ui', '/api/files/{path}', '/api/system-check']));
  expect(doc.paths['/api/producer'].post.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
});

it('answers the public configuration for the host', async () => {
  const r = await server.app.inject({ method: 'GET', url: '/api/config' });
  expect(r.json()).toMatchObject({ productName: 'Showtime', links: { calendar: 'http://greenroom.test/api/ical/', intake: 'http://greenroom.test/guest/intake/' } });
});

it('serves the host app with SPA fallback, but JSON 404 under /api', async () => {
  const asset = await server.app.inject({ method: 'GET', url: '/app.js' });
  expect(asset.body).toBe('console.log(1)');
  const deep = await server.app.inject({ method: 'GET', url: '/space/abc' });
  expect(deep.statusCode).toBe(200);
  expect(deep.body).toContain('<title>Portal</title>');
  const api = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toEqual({ code: 'NotFound', message: 'Not found' });
});

it('sends mail through SMTP when configured', async () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        received.push(text);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Greenroom <no-reply@greenroom.test>');
  await mailer.send({ to: 'ada@example.test', subject: 'Code', text: 'Your code is 123456', html: '<p>123456</p>' });
  await new Promise<void>((resolve) => smtp.close(resolve));
  expect(received).toHaveLength(1);
  expect(received[0]).toContain('Subject: Code');
  expect(received[0]).toContain('Your code is 123456');
});
