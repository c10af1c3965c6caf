// Issue 19, files: uploads are verified whole (PNG chunks, CRCs, image data, nothing trailing, a
// pixel limit; MP4/MP3/WAV containers walked) before anything is stored, and served inert.
import { deflateSync, crc32 } from 'node:zlib';
import { createTestServer, createUser, seedDemo, type TestServer, type TestUser } from './helpers';
import { solidPng } from '../src/uploads/png';
import { checkPng, decodedBudget } from '../src/uploads/pngCheck';
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

/** 6300 x 6300, 16-bit RGBA: 39.7 million pixels (under the cap), 317 MB of image data. */
const sixteenBitBomb = (() => {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(6300, 0);
  data.writeUInt32BE(6300, 4);
  data[8] = 16;
  data[9] = 6;
  return Buffer.concat([SIGNATURE, chunk('IHDR', data), chunk('IDAT', deflateSync(Buffer.alloc(1000))), chunk('IEND', Buffer.alloc(0))]);
})();

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
  it('accepts a valid PNG with its size', async () => {
    expect(await checkPng(solidPng(960, 540, [1, 2, 3]))).toEqual({ ok: true, width: 960, height: 540 });
  });
  it.each(Object.entries(hostile))('refuses %s', async (_name, bytes) => {
    expect((await checkPng(bytes)).ok).toBe(false);
  });
  it('refuses 100000 x 100000 as too many pixels without inflating', async () => {
    expect(await checkPng(hostile.bomb)).toMatchObject({ ok: false, reason: 'tooManyPixels' });
  });
  it('refuses a header whose image data would inflate past the byte budget, before inflating (issue 32 §7)', async () => {
    // Under the pixel cap, but 6300 x 6300 RGBA-16 inflates to 317 MB; the data is not even read.
    expect(await checkPng(sixteenBitBomb)).toMatchObject({ ok: false, reason: 'tooManyBytes', detail: '6300 x 6300 at 64 bits per pixel' });
    expect(await checkPng(solidPng(960, 540, [1, 2, 3]), { maxDecodedBytes: decodedBudget(960, 540) })).toMatchObject({ ok: true });
    expect(await checkPng(solidPng(960, 540, [1, 2, 3]), { maxDecodedBytes: 1000 })).toMatchObject({ ok: false, reason: 'tooManyBytes' });
  });
  it('checks filter bytes and the size while streaming', async () => {
    const rows = (filter: number) => Buffer.concat(Array.from({ length: 4 }, (_, i) => Buffer.from([i === 2 ? filter : 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])));
    const png = (raw: Buffer) => Buffer.concat([SIGNATURE, ihdr(4, 4), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
    expect(await checkPng(png(rows(0)))).toEqual({ ok: true, width: 4, height: 4 });
    expect(await checkPng(png(rows(9)))).toMatchObject({ ok: false, detail: 'invalid filter type' });
    expect(await checkPng(png(Buffer.concat([rows(0), Buffer.alloc(1)])))).toMatchObject({ ok: false, detail: 'image data does not match the claimed size' });
    expect(await checkPng(png(rows(0).subarray(1)))).toMatchObject({ ok: false, detail: 'image data does not match the claimed size' });
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

  it('refuses a 16-bit decompression bomb on a texture upload (no size required) with 400 and stores nothing', async () => {
    const before = await stored();
    const r = await put(await assetUrl('textureMap', 'image/png'), sixteenBitBomb, 'image/png');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'ImageTooLarge', message: 'Image is too large: at most 64 MB of image data (got 6300 x 6300 at 64 bits per pixel).' });
    expect(await stored()).toBe(before);
    const slide = await put(await slideUrl(), sixteenBitBomb, 'image/png');
    expect(slide.json()).toMatchObject({ code: 'ImageTooLarge', message: 'Image is too large: at most 960 x 540 pixels (got 6300 x 6300 at 64 bits per pixel).' });
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
