import { solidPng } from '../src/uploads/png';
import { injectAs, PUBLIC_URL, startSeededTenant, type Method, type Tenant, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let producer: TestUser;
let tenant: Tenant;

beforeAll(async () => {
  ({ server, tenant, producer } = await startSeededTenant('Pres'));
});
afterAll(async () => {
  await server.close();
});

async function uploadSlides(count: number): Promise<string[]> {
  const targets = (
    await server.app.inject({
      method: 'POST',
      url: '/api/slides/upload-request',
      headers: producer.auth,
      payload: { files: Array.from({ length: count }, (_, i) => ({ name: `${i}.png`, type: 'image/png' })) },
    })
  ).json() as { url: string; fileID: string }[];
  for (const target of targets) {
    const { pathname, search } = new URL(target.url);
    const r = await server.app.inject({ method: 'PUT', url: pathname + search, headers: { 'content-type': 'image/png' }, payload: solidPng(960, 540, [1, 1, 1]) });
    expect(r.statusCode).toBe(204);
  }
  return targets.map((t) => `${t.fileID}.png`);
}

const call = (method: Method, url: string, payload?: object) => injectAs(server, producer, method, url, payload);

it('creates, reads, saves slides in order, and deletes a presentation', async () => {
  const created = await call('POST', '/presentation', { spaceID: tenant.spaceID, name: ' Keynote ', slides: [] });
  expect(created.statusCode).toBe(201);
  const { presentationID } = created.json();
  expect(created.json()).toEqual({ presentationID: expect.any(String), name: 'Keynote' });

  const got = await call('GET', `/presentation?presentationID=${presentationID}`);
  expect(got.json()).toEqual({ presentationID, spaceID: tenant.spaceID, name: 'Keynote', slides: [], thumbnailRoot: `${PUBLIC_URL}/api/files/slides/`, version: 1 });

  const slides = await uploadSlides(3);
  const reordered = [slides[2], slides[0], slides[1]];
  const saved = await call('PUT', '/presentation', { spaceID: tenant.spaceID, presentationID, name: 'Keynote v2', slides: reordered });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ name: 'Keynote v2', slides: reordered });
  const thumbnail = await server.app.inject({ method: 'GET', url: new URL(`${saved.json().thumbnailRoot}${reordered[0]}`).pathname });
  expect(thumbnail.headers['content-type']).toBe('image/png');

  expect((await call('DELETE', `/presentation?spaceID=${tenant.spaceID}&presentationID=${presentationID}`)).statusCode).toBe(204);
  expect((await call('GET', `/presentation?presentationID=${presentationID}`)).statusCode).toBe(404);
});

it('refuses a blank name and slides that were never uploaded; nothing changes', async () => {
  const blank = await call('POST', '/presentation', { spaceID: tenant.spaceID, name: '  ', slides: [] });
  expect(blank.statusCode).toBe(400);
  expect(blank.json().fieldErrors).toEqual({ name: 'Required' });
  const before = await call('GET', `/presentation?presentationID=${tenant.presentationID}`);
  const madeUp = await call('PUT', '/presentation', { spaceID: tenant.spaceID, presentationID: tenant.presentationID, name: 'X', slides: ['3b241101-e2bb-4255-8caf-4136c566a962.png'] });
  expect(madeUp.json().fieldErrors).toEqual({ 'slides.0': 'This slide has not been uploaded' });
  const foreign = await call('PUT', '/presentation', { spaceID: tenant.spaceID, presentationID: tenant.presentationID, name: 'X', slides: ['../secret.png'] });
  expect(foreign.json().fieldErrors).toEqual({ 'slides.0': 'Not an uploaded slide' });
  expect((await call('GET', `/presentation?presentationID=${tenant.presentationID}`)).json()).toEqual(before.json());
});

it("unlinks a deleted presentation from its presenters", async () => {
  const r = await call('DELETE', `/presentation?spaceID=${tenant.spaceID}&presentationID=${tenant.presentationID}`);
  expect(r.statusCode).toBe(204);
  const presenter = await server.db.selectFrom('registrations').select('presentation_id').where('registration_id', '=', tenant.presenterID).executeTakeFirstOrThrow();
  expect(presenter.presentation_id).toBeNull();
});
