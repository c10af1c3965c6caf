import type { SkinGroupName, SkinItem } from '@greenroom/core';
import { itemColumns } from '../src/branding/store/skins';
import { PUBLIC_URL, startSeededTenant, type Tenant, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;
let producer: TestUser;
let tenant: Tenant;

beforeAll(async () => {
  ({ server, admin, tenant, producer } = await startSeededTenant('Skins'));
  await giveItems(TEST_ITEMS);
});
afterAll(async () => {
  await server.close();
});

const item = (property: string, type: SkinItem['type'], value: SkinItem['value'], extra: Partial<SkinItem> = {}): SkinItem => ({
  property,
  label: property,
  type,
  value,
  ...extra,
});

/** The items these tests rely on, written by the test itself so a change of the demo seed cannot remove them. */
const TEST_ITEMS: Record<SkinGroupName, SkinItem[]> = {
  uiSkin: [
    item('theme', 'SingleColor', 'dark'),
    item('primaryColor', 'SingleColor', '#7C4DFF'),
    item('thumbnailLogo', 'Image', '', { dimensions: { width: 145, height: 145 } }),
  ],
  worldSkin: [
    item('stageVideo', 'Video', ''),
    item('lobbyMusic', 'Audio', ''),
    item('mainScreen', 'ImageOrVideo', ''),
    item('lobbyBanner', 'Image', 'x'),
    item('lightIntensity', 'SingleNumber', 0.75),
    item('showConfetti', 'Boolean', false),
    item('qaDisplayTextColor', 'SingleColor', '#FFFFFF'),
    item('debugOverlay', 'Boolean', false, { hidden: true }),
    item('secretBackdrop', 'Image', '', { hidden: true }),
  ],
  avatarSkin: [item('avatarColors', 'ColorPairList', [])],
  emailSkin: [item('emailHeaderImage', 'Image', '', { dimensions: { width: 600, height: 200 } })],
};

/** Replace (or add) these items of the tenant's space. */
async function giveItems(catalogue: Record<SkinGroupName, SkinItem[]>): Promise<void> {
  for (const [group, items] of Object.entries(catalogue) as [SkinGroupName, SkinItem[]][]) {
    for (const skinItem of items) {
      await server.db.deleteFrom('space_skin_items').where('space_id', '=', tenant.spaceID).where('skin_group', '=', group).where('property', '=', skinItem.property).execute();
      await server.db.insertInto('space_skin_items').values({ ...itemColumns(group, skinItem), space_id: tenant.spaceID, updated_at: 0, version: 1 }).execute();
    }
  }
}

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
    ['avatar', { property: 'avatarColors', value: Array.from({ length: 9 }, () => ({ primary: '#000000', secondary: '#000000' })) }, 400, { value: 'Up to 8 pairs of hex colors are allowed' }],
    ['avatar', { property: 'avatarColors', value: [{ primary: 'black', secondary: '#000000' }] }, 400, { value: 'Up to 8 pairs of hex colors are allowed' }],
    ['avatar', { property: 'avatarColors', value: [{ primary: 1, secondary: '#000000' }] }, 400, { value: 'Up to 8 pairs of hex colors are allowed' }],
    ['avatar', { property: 'avatarColors', value: Array.from({ length: 65 }, () => ({ primary: '#000000', secondary: '#000000' })) }, 400],
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

it('never sends hidden items to a producer (role 1); a super-admin receives them', async () => {
  const get = async (user: TestUser) => (await server.app.inject({ method: 'GET', url: `/api/space?spaceID=${tenant.spaceID}`, headers: user.auth })).json();
  const hiddenRows = await server.db.selectFrom('space_skin_items').select(['skin_group', 'property']).where('space_id', '=', tenant.spaceID).where('hidden', '=', 1).execute();
  expect(hiddenRows.length).toBeGreaterThan(0);
  const forProducer = await get(producer);
  const forAdmin = await get(admin);
  for (const { skin_group, property } of hiddenRows) {
    expect(forProducer[skin_group]).not.toHaveProperty(property);
    expect(forAdmin[skin_group][property]).toMatchObject({ hidden: true });
  }
  expect(Object.keys(forProducer.worldSkin).length).toBeGreaterThan(0);
});

it('hands out upload addresses for hidden items to super-admins only', async () => {
  const request = (user: TestUser, withSpace: boolean) =>
    server.app.inject({
      method: 'POST',
      url: '/api/assets/upload-request',
      headers: user.auth,
      payload: { files: [{ name: 'b.png', type: 'image/png' }], folderName: 'secretBackdrop', ...(withSpace ? { spaceID: tenant.spaceID } : {}) },
    });
  for (const withSpace of [true, false]) {
    const refused = await request(producer, withSpace);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You do not have privileges to upload files for this item.' });
    expect(refused.body).not.toContain('/api/files/');
  }
  const granted = await request(admin, true);
  expect(granted.statusCode, granted.body).toBe(200);
  expect(granted.json()[0].url).toContain('/api/files/assets/secretBackdrop/');
  expect((await request(producer, true)).statusCode).toBe(403);
});
