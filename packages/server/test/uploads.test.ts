import { tinyMp3, tinyMp4, tinyWav } from '../src/uploads/mediaFixtures';
import { solidPng } from '../src/uploads/png';
import { createTenant, createTestServer, createUser, PUBLIC_URL, seedDemo, type Tenant, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;
let producer: TestUser;
let tenant: Tenant;

const mp4 = tinyMp4();
const mp3 = tinyMp3();
const wav = tinyWav();
const slidePng = solidPng(960, 540, [10, 20, 30]);

beforeAll(async () => {
  server = await createTestServer();
  await seedDemo(server);
  admin = await createUser(server, { role: 0 });
  tenant = await createTenant(server, admin, 'Up');
  producer = await createUser(server, { projects: [tenant.projectID] });
});
afterAll(async () => {
  await server.close();
});

interface Target {
  url: string;
  fileID: string;
  fileTypeFormatted: string;
}

async function requestSlides(count = 1): Promise<Target[]> {
  const r = await server.app.inject({
    method: 'POST',
    url: '/api/slides/upload-request',
    headers: producer.auth,
    payload: { files: Array.from({ length: count }, (_, i) => ({ name: `s${i}.png`, type: 'image/png' })) },
  });
  expect(r.statusCode).toBe(200);
  return r.json();
}

async function requestAsset(folderName: string, type: string): Promise<Target> {
  const r = await server.app.inject({ method: 'POST', url: '/api/assets/upload-request', headers: producer.auth, payload: { files: [{ name: 'f', type }], folderName } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json()[0];
}

function upload(url: string, body: Buffer, contentType: string) {
  const { pathname, search } = new URL(url);
  return server.app.inject({ method: 'PUT', url: `${pathname}${search}`, headers: { 'content-type': contentType }, payload: body });
}

async function storedCount(): Promise<number> {
  return (await server.db.selectFrom('files').select('path').execute()).length;
}

describe('upload requests', () => {
  it('answers signed, expiring PUT addresses on the server itself for slides', async () => {
    const [target] = await requestSlides();
    expect(target.fileTypeFormatted).toBe('png');
    expect(target.url.startsWith(`${PUBLIC_URL}/api/files/slides/${target.fileID}.png?`)).toBe(true);
    const query = new URL(target.url).searchParams;
    expect(Number(query.get('expires'))).toBe(server.clock.now().getTime() + 15 * 60_000);
    expect(query.get('w')).toBe('960');
    expect(query.get('sig')).toBeTruthy();
  });

  it('refuses slides that are not PNG and assets of the wrong kind for their item', async () => {
    const slide = await server.app.inject({ method: 'POST', url: '/api/slides/upload-request', headers: producer.auth, payload: { files: [{ name: 'a.jpg', type: 'image/jpeg' }] } });
    expect(slide.json().fieldErrors).toEqual({ 'files.0.type': 'File must be of type PNG' });
    const asset = (folderName: string, type: string) =>
      server.app.inject({ method: 'POST', url: '/api/assets/upload-request', headers: producer.auth, payload: { files: [{ name: 'f', type }], folderName } });
    expect((await asset('welcomeVideo', 'image/png')).json().fieldErrors).toEqual({ 'files.0.type': 'File must be an MP4 video' });
    expect((await asset('ambientAudio', 'audio/ogg')).json().fieldErrors).toEqual({ 'files.0.type': 'Audio file must be of type MP3 or WAV' });
    expect((await asset('floorColor', 'image/png')).json().fieldErrors).toEqual({ folderName: 'This item does not take files' });
    expect((await asset('nothing', 'image/png')).json().fieldErrors).toEqual({ folderName: 'Unknown skin property' });
    expect((await asset('../etc', 'image/png')).statusCode).toBe(400);
  });

  it('names MPEG audio .mp3 and requires a sign-in', async () => {
    const target = await requestAsset('ambientAudio', 'audio/mpeg');
    expect(target.fileTypeFormatted).toBe('mp3');
    expect(new URL(target.url).pathname).toMatch(/\/assets\/ambientAudio\/[0-9a-f-]{36}\.mp3$/);
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/slides/upload-request', payload: { files: [{ name: 'a', type: 'image/png' }] } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT to an upload address', () => {
  it('stores a slide and serves it back with its type and nosniff', async () => {
    const [target] = await requestSlides();
    const r = await upload(target.url, slidePng, 'image/png');
    expect(r.statusCode).toBe(204);
    const got = await server.app.inject({ method: 'GET', url: new URL(target.url).pathname });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(slidePng)).toBe(true);
  });

  it('stores MP4, MP3 and WAV assets and serves them with their types', async () => {
    for (const [folder, type, body, served] of [
      ['welcomeVideo', 'video/mp4', mp4, 'video/mp4'],
      ['ambientAudio', 'audio/mp3', mp3, 'audio/mpeg'],
      ['ambientAudio', 'audio/wav', wav, 'audio/wav'],
      ['stageScreen', 'video/mp4', mp4, 'video/mp4'],
    ] as const) {
      const target = await requestAsset(folder, type);
      expect((await upload(target.url, body, type)).statusCode).toBe(204);
      const got = await server.app.inject({ method: 'GET', url: new URL(target.url).pathname });
      expect(got.headers['content-type']).toBe(served);
    }
  });

  it('refuses a wrong signature, an altered address, an expired address, a second upload; nothing is stored', async () => {
    const [target] = await requestSlides();
    const before = await storedCount();
    const tampered = target.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await upload(tampered, slidePng, 'image/png')).json()).toEqual({ code: 'InvalidSignature', message: 'This upload address is not valid.' });
    const longer = target.url.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 1}`);
    expect((await upload(longer, slidePng, 'image/png')).statusCode).toBe(403);
    const otherPath = target.url.replace(target.fileID, '3b241101-e2bb-4255-8caf-4136c566a962');
    expect((await upload(otherPath, slidePng, 'image/png')).statusCode).toBe(403);
    const noSize = target.url.replace(/&w=960&h=540/, '');
    expect((await upload(noSize, slidePng, 'image/png')).statusCode).toBe(403);

    server.clock.advance(15 * 60_000);
    expect((await upload(target.url, slidePng, 'image/png')).json()).toEqual({ code: 'ExpiredUpload', message: 'This upload address has expired.' });
    expect(await storedCount()).toBe(before);

    const [fresh] = await requestSlides();
    expect((await upload(fresh.url, slidePng, 'image/png')).statusCode).toBe(204);
    expect((await upload(fresh.url, slidePng, 'image/png')).statusCode).toBe(409);
  });

  it('refuses content whose magic bytes do not match, a wrong declared type, wrong PNG dimensions, empty and oversized bodies', async () => {
    const before = await storedCount();
    const [slide] = await requestSlides();
    const fake = await upload(slide.url, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('File must be of type PNG');
    expect((await upload(slide.url, mp4, 'video/mp4')).statusCode).toBe(415);
    const small = await upload(slide.url, solidPng(800, 600, [1, 2, 3]), 'image/png');
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('Dimensions of image must be 960px x 540px');
    expect((await upload(slide.url, Buffer.alloc(0), 'image/png')).statusCode).toBe(400);

    const logo = await requestAsset('thumbnailLogo', 'image/png');
    const wrongLogo = await upload(logo.url, solidPng(146, 145, [1, 2, 3]), 'image/png');
    expect(wrongLogo.json().message).toBe('Dimensions of image must be 145px x 145px');

    const video = await requestAsset('welcomeVideo', 'video/mp4');
    const huge = Buffer.concat([mp4, Buffer.alloc(10_000_001)]);
    const tooBig = await upload(video.url, huge, 'video/mp4');
    expect(tooBig.statusCode).toBe(413);
    expect((await upload(video.url, mp3, 'video/mp4')).json().message).toBe('File must be an MP4 video');
    const music = await requestAsset('ambientAudio', 'audio/wav');
    expect((await upload(music.url, mp3, 'audio/wav')).statusCode).toBe(415);
    expect(await storedCount()).toBe(before);
  });

  it('answers 404 for unknown files and paths outside the store', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/files/slides/3b241101-e2bb-4255-8caf-4136c566a962.png' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/files/../../etc/passwd' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'PUT', url: '/api/files/other/x.png?sig=a', headers: { 'content-type': 'image/png' }, payload: slidePng })).statusCode).toBe(404);
  });

  it('lets the uploaded asset address be saved on the item', async () => {
    const logo = await requestAsset('thumbnailLogo', 'image/png');
    expect((await upload(logo.url, solidPng(145, 145, [9, 9, 9]), 'image/png')).statusCode).toBe(204);
    const address = logo.url.split('?')[0];
    const r = await server.app.inject({ method: 'PUT', url: '/api/skin/ui', headers: producer.auth, payload: { spaceID: tenant.spaceID, property: 'thumbnailLogo', value: address } });
    expect(r.statusCode).toBe(204);
  });
});
