// Issue 19, files: uploads are verified whole (PNG chunks, CRCs, image data, nothing trailing, a
// pixel limit; MP4/MP3/WAV containers walked) before anything is stored, and served inert.
import { deflateSync, crc32 } from 'node:zlib';
import { createTestServer, createUser, seedDemo, type TestServer, type TestUser } from './helpers';
import { solidPng } from '../src/uploads/png';
import { checkPng } from '../src/uploads/pngCheck';
import { checkMp3, checkMp4, checkWav } from '../src/uploads/mediaCheck';
import { tinyMp3, tinyMp4, tinyWav } from '../src/uploads/mediaFixtures';

let server: TestServer;
let producer: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  await seedDemo(server);
  producer = await createUser(server, { role: 0 });
});
afterAll(async () => {
  await server.close();
});

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}
function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8;
  data[9] = 2;
  return chunk('IHDR', data);
}
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The attacks of the issue, each of which was stored before. */
const hostile = {
  headerOnly: Buffer.concat([SIGNATURE, ihdr(960, 540), chunk('IEND', Buffer.alloc(0))]),
  rewrittenHeader: (() => {
    const png = Buffer.from(solidPng(1, 1, [1, 2, 3]));
    png.writeUInt32BE(960, 16); // width in IHDR, CRC left as it was
    png.writeUInt32BE(540, 20);
    return png;
  })(),
  headerThenHtml: Buffer.concat([SIGNATURE, ihdr(960, 540), Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
  zipAppended: Buffer.concat([solidPng(960, 540, [1, 2, 3]), Buffer.from('PK\u0003\u0004 zip payload')]),
  bomb: Buffer.concat([SIGNATURE, ihdr(100_000, 100_000), chunk('IDAT', deflateSync(Buffer.alloc(1000))), chunk('IEND', Buffer.alloc(0))]),
  shortData: Buffer.concat([SIGNATURE, ihdr(960, 540), chunk('IDAT', deflateSync(Buffer.alloc(100))), chunk('IEND', Buffer.alloc(0))]),
};

describe('checkPng', () => {
  it('accepts a valid PNG with its size', () => {
    expect(checkPng(solidPng(960, 540, [1, 2, 3]))).toEqual({ ok: true, width: 960, height: 540 });
  });
  it.each(Object.entries(hostile))('refuses %s', (_name, bytes) => {
    expect(checkPng(bytes).ok).toBe(false);
  });
  it('refuses 100000 x 100000 as too many pixels without inflating', () => {
    expect(checkPng(hostile.bomb)).toMatchObject({ ok: false, reason: 'tooManyPixels' });
  });
});

describe('containers', () => {
  it('accepts well-formed MP4, MP3 and WAV', () => {
    expect(checkMp4(tinyMp4())).toBeNull();
    expect(checkMp3(tinyMp3())).toBeNull();
    expect(checkWav(tinyWav())).toBeNull();
  });
  it('refuses magic bytes followed by anything else, and valid files with data appended', () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(checkMp4(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]))).not.toBeNull();
    expect(checkMp4(Buffer.concat([tinyMp4(), html]))).not.toBeNull();
    expect(checkMp3(Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), html]))).not.toBeNull();
    expect(checkMp3(Buffer.concat([tinyMp3(), html]))).not.toBeNull();
    expect(checkWav(Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(64, 3)]))).not.toBeNull();
    expect(checkWav(Buffer.concat([tinyWav(), html]))).not.toBeNull();
  });
});

async function slideUrl(): Promise<string> {
  const r = await server.app.inject({
    method: 'POST',
    url: '/api/slides/upload-request',
    headers: producer.auth,
    payload: { files: [{ name: 's.png', type: 'image/png' }] },
  });
  return r.json()[0].url;
}
async function assetUrl(folderName: string, type: string): Promise<string> {
  const r = await server.app.inject({ method: 'POST', url: '/api/assets/upload-request', headers: producer.auth, payload: { files: [{ name: 'f', type }], folderName } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json()[0].url;
}
function put(url: string, body: Buffer, contentType: string) {
  const { pathname, search } = new URL(url);
  return server.app.inject({ method: 'PUT', url: `${pathname}${search}`, headers: { 'content-type': contentType }, payload: body });
}
const stored = async () => (await server.db.selectFrom('files').select('path').execute()).length;

describe('PUT /api/files', () => {
  it.each(Object.entries(hostile))('refuses the %s attack and stores nothing', async (name, bytes) => {
    const before = await stored();
    const r = await put(await slideUrl(), bytes, 'image/png');
    expect(r.statusCode, name).toBe(name === 'bomb' ? 400 : 415);
    expect(r.json().code).toBe(name === 'bomb' ? 'ImageTooLarge' : 'UnsupportedMediaType');
    expect(await stored()).toBe(before);
  });

  it('stores a real slide and serves it with nosniff and the sandbox CSP', async () => {
    const url = await slideUrl();
    expect((await put(url, solidPng(960, 540, [4, 5, 6]), 'image/png')).statusCode).toBe(204);
    const served = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('walks MP4 and WAV uploads: a fake container is 415, a real one is stored', async () => {
    const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);
    const video = await assetUrl('welcomeVideo', 'video/mp4');
    expect((await put(video, fakeMp4, 'video/mp4')).json()).toMatchObject({ code: 'UnsupportedMediaType', message: 'File must be an MP4 video' });
    expect((await put(video, tinyMp4(), 'video/mp4')).statusCode).toBe(204);
    const audio = await assetUrl('ambientAudio', 'audio/wav');
    expect((await put(audio, Buffer.concat([tinyWav(), Buffer.from('PK zip')]), 'audio/wav')).statusCode).toBe(415);
    expect((await put(audio, tinyWav(), 'audio/wav')).statusCode).toBe(204);
    const mp3 = await assetUrl('ambientAudio', 'audio/mp3');
    expect((await put(mp3, tinyMp3(), 'audio/mpeg')).statusCode).toBe(204);
  });
});
