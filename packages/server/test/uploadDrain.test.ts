// Issue 26.5: an upload over the limit is read to its end and dropped before the 413, so a client
// that writes its whole body first (Node's http, curl) reads the answer instead of getting EPIPE.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_UPLOAD_BYTES } from '@greenroom/core/rules';
import { readUploadBody, UPLOAD_DRAIN_BYTES } from '../src/uploads/uploadBody';
import { Readable } from 'node:stream';
import { createTestServer, type TestServer } from './helpers';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await server.close();
});

/**
 * PUT `bytes` to a file address over a real socket, writing the whole body before reading: with a
 * Content-Length, or chunked in 64 KB pieces (the server then reads part of it before it knows).
 */
function putOverSocket(bytes: Buffer, chunked = false): Promise<{ status: number; body: string; answeredAfterBody: boolean }> {
  return new Promise((resolve, reject) => {
    let wroteAll = false;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: '/api/files/slides/3b241101-e2bb-4255-8caf-4136c566a962.png?sig=x',
        headers: { 'content-type': 'image/png', ...(chunked ? {} : { 'content-length': bytes.length }) },
      },
      (res) => {
        // Answered before the server read the whole body, a client still writing meets a closed socket.
        const answeredAfterBody = wroteAll;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, answeredAfterBody }));
      },
    );
    req.on('error', reject);
    req.on('finish', () => (wroteAll = true));
    if (!chunked) {
      req.end(bytes);
      return;
    }
    for (let at = 0; at < bytes.length; at += 65_536) req.write(bytes.subarray(at, at + 65_536));
    req.end();
  });
}

describe('uploads over the limit', () => {
  it.each([false, true])('answer 413 to a plain Node client that sends 11 MB (chunked: %s), with no broken pipe', async (chunked) => {
    const answer = await putOverSocket(Buffer.alloc(11_000_000, 7), chunked);
    expect(answer.status).toBe(413);
    expect(answer.answeredAfterBody).toBe(true);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request body is too large', code: 'PayloadTooLarge' });
  });

  it('keep the body up to the limit, drop it past the limit, and cut off past the drain bound', async () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_000_000);
    const exact = await readUploadBody(Readable.from([Buffer.alloc(6, 1), Buffer.alloc(4, 2)]), '10', 10);
    expect([...exact]).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2]);
    await expect(readUploadBody(Readable.from([Buffer.alloc(6), Buffer.alloc(5)]), '11', 10)).rejects.toMatchObject({ statusCode: 413 });
    const announced = Readable.from([Buffer.alloc(1)]);
    await expect(readUploadBody(announced, String(UPLOAD_DRAIN_BYTES + 1), 10)).rejects.toMatchObject({ statusCode: 413 });
    expect(announced.destroyed).toBe(true);
  });
});
