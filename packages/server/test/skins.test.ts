import { PUBLIC_URL, startSeededTenant, type Tenant, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;
let producer: TestUser;
let tenant: Tenant;

beforeAll(async () => {
  ({ server, admin, tenant, producer } = await startSeededTenant('Skins'));
});
afterAll(async () => {
  await server.close();
});

const put = (group: string, payload: object, user: TestUser = producer) =>
  server.app.inject({ method: 'PUT', url: `/api/skin/${group}`, headers: user.auth, payload: { spaceID: tenant.spaceID, ...payload } });

async function value(group: string, property: string): Promise<unknown> {
  const space = (await server.app.inject({ method: 'GET', url: `/api/space?spaceID=${tenant.spaceID}`, headers: admin.auth })).json();
  return space[group][property]?.value;
}

const asset = (path: string) => `${PUBLIC_URL}/api/files/${path}`;

it('stores a value of each type in its group', async () => {
  const cases: [string, string, string, unknown, unknown?][] = [
    ['ui', 'uiSkin', 'primaryColor', '#123ABC'],
    ['ui', 'uiSkin', 'theme', 'light'],
    ['ui', 'uiSkin', 'thumbnailLogo', asset('assets/thumbnailLogo/3b241101-e2bb-4255-8caf-4136c566a962.png')],
    ['world', 'worldSkin', 'stageVideo', asset('assets/stageVideo/3b241101-e2bb-4255-8caf-4136c566a962.mp4')],
    ['world', 'worldSkin', 'lobbyMusic', asset('assets/lobbyMusic/3b241101-e2bb-4255-8caf-4136c566a962.wav')],
    ['world', 'worldSkin', 'mainScreen', asset('assets/mainScreen/3b241101-e2bb-4255-8caf-4136c566a962.mp4')],
    ['world', 'worldSkin', 'lightIntensity', 1.23456, 1.23],
    ['world', 'worldSkin', 'showConfetti', true],
    ['world', 'worldSkin', 'lobbyBanner', ''],
    ['avatar', 'avatarSkin', 'avatarColors', [{ primary: '#000000', secondary: '#FFFFFF' }]],
    ['email', 'emailSkin', 'emailHeaderImage', asset('assets/emailHeaderImage/3b241101-e2bb-4255-8caf-4136c566a962.png')],
  ];
  for (const [segment, group, property, sent, stored] of cases) {
    const r = await put(segment, { property, value: sent });
    expect(r.statusCode, `${property}: ${r.body}`).toBe(204);
    expect(await value(group, property)).toEqual(stored ?? sent);
  }
});

it('adds the Q&A display colours to a space that lacks them', async () => {
  await server.db.deleteFrom('space_skin_items').where('space_id', '=', tenant.spaceID).where('property', '=', 'qaDisplayTextColor').execute();
  const r = await put('world', { property: 'qaDisplayTextColor', value: '#EEEEEE', type: 'SingleColor' });
  expect(r.statusCode).toBe(204);
  expect(await value('worldSkin', 'qaDisplayTextColor')).toBe('#EEEEEE');
});

it('refuses values that do not fit the item, a wrong type, unknown items and unknown fields; nothing changes', async () => {
  const refusals: [string, object, number, Record<string, string>?][] = [
    ['ui', { property: 'primaryColor', value: 'red' }, 400, { value: 'Colors must be hex values such as #1A2B3C' }],
    ['ui', { property: 'theme', value: 'blue' }, 400, { value: "The theme must be 'dark' or 'light'" }],
    ['ui', { property: 'thumbnailLogo', value: 'https://evil.example/logo.png' }, 400, { value: 'Use the address of a file uploaded to this server' }],
    ['world', { property: 'stageVideo', value: asset('assets/stageVideo/3b241101-e2bb-4255-8caf-4136c566a962.png') }, 400, { value: 'This item takes MP4 files' }],
    ['world', { property: 'lightIntensity', value: -1 }, 400, { value: 'Value must be 0 or more' }],
    ['world', { property: 'showConfetti', value: 'yes' }, 400, { value: 'Value must be true or false' }],
    ['avatar', { property: 'avatarColors', value: Array.from({ length: 9 }, () => ({ primary: '#000000', secondary: '#000000' })) }, 400],
    ['avatar', { property: 'avatarColors', value: [{ primary: 'black', secondary: '#000000' }] }, 400],
    ['ui', { property: 'primaryColor', value: '#FFFFFF', type: 'Boolean' }, 400, { type: 'This item is of type SingleColor' }],
    ['ui', { property: 'nonexistent', value: '#FFFFFF' }, 404],
    ['email', { property: 'primaryColor', value: '#FFFFFF' }, 404],
    ['ui', { property: 'primaryColor', value: '#FFFFFF', hidden: false }, 400, { hidden: 'Unknown field' }],
    ['ui', { property: 'primaryColor', value: { evil: true } }, 400],
  ];
  const before = await server.db.selectFrom('space_skin_items').selectAll().where('space_id', '=', tenant.spaceID).execute();
  for (const [segment, payload, status, fieldErrors] of refusals) {
    const r = await put(segment, payload);
    expect(r.statusCode, JSON.stringify(payload)).toBe(status);
    if (fieldErrors) expect(r.json().fieldErrors).toEqual(fieldErrors);
  }
  expect(await server.db.selectFrom('space_skin_items').selectAll().where('space_id', '=', tenant.spaceID).execute()).toEqual(before);
});

it('lets only super-admins change hidden items', async () => {
  const refused = await put('world', { property: 'debugOverlay', value: true });
  expect(refused.statusCode).toBe(403);
  expect(await value('worldSkin', 'debugOverlay')).toBe(false);
  expect((await put('world', { property: 'debugOverlay', value: true }, admin)).statusCode).toBe(204);
  expect(await value('worldSkin', 'debugOverlay')).toBe(true);
});

it("clears the caches of the space's bookings", async () => {
  await server.app.inject({ method: 'GET', url: `/api/cache/admin?bookingID=${tenant.bookingID}`, headers: admin.auth });
  expect(await server.db.selectFrom('booking_caches').select('booking_id').execute()).toHaveLength(1);
  await put('ui', { property: 'primaryColor', value: '#010101' });
  expect(await server.db.selectFrom('booking_caches').select('booking_id').execute()).toHaveLength(0);
});
