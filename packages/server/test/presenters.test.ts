import type { Booking, Presenter, PresenterPermissions } from '@greenroom/core';
import { createBooking, person, startBookingServer, type Tenant } from './bookingFixtures';
import { injectAs, type Method, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let admin: TestUser;

beforeAll(async () => {
  ({ server, tenant, other, admin } = await startBookingServer());
});
afterAll(async () => {
  await server.close();
});

const inject = (user: TestUser, method: Method, url: string, payload?: unknown) => injectAs(server, user, method, url, payload);

const allOn: PresenterPermissions = {
  canPresent: true,
  canUseLaser: true,
  canControlAvatarAudio: true,
  canTeleport: true,
  canBreakout: true,
  canShareWebcam: true,
  canScreenshare: true,
  canShareSlides: true,
  canShareLocalVideo: true,
  canShareLivestream: true,
  canShareDefault: true,
};

let booking: Booking;
let presenter: Presenter;
beforeEach(async () => {
  booking = await createBooking(server, tenant.producer, tenant.spaceID);
  const response = await inject(tenant.producer, 'POST', '/presenter', person(booking.bookingID, { first: 'Grace', last: 'Hopper' }));
  expect(response.statusCode).toBe(201);
  presenter = response.json<Presenter>();
});

const update = (user: TestUser, change: Record<string, unknown> = {}) =>
  inject(user, 'PUT', '/presenter', {
    ...person(booking.bookingID, { first: 'Grace', last: 'Hopper' }),
    registrationID: presenter.registrationID,
    permissions: allOn,
    bridgeAccess: true,
    ...change,
  });

async function storedPresenter() {
  return server.db.selectFrom('registrations').selectAll().where('registration_id', '=', presenter.registrationID).executeTakeFirst();
}

describe('presenters', () => {
  it('are created with every permission, bridge access and no presentation, and do not count as registrations', async () => {
    expect(presenter).toMatchObject({
      bookingID: booking.bookingID,
      loginCode: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      emails: [],
      permissions: allOn,
      bridgeAccess: true,
      presentation: { presentationID: '' },
      registrationData: { firstName: 'Grace', lastName: 'Hopper' },
    });
    expect((await inject(tenant.producer, 'GET', `/booking?bookingID=${booking.bookingID}`)).json().registrationCount).toBe(0);
    expect((await inject(tenant.producer, 'GET', `/presenters/all?bookingID=${booking.bookingID}`)).json()).toEqual([presenter]);
  });

  it('answer 200 with [] when a booking has none (issue 25), and 404 for a booking out of reach', async () => {
    const empty = await createBooking(server, tenant.producer, tenant.spaceID);
    const response = await inject(tenant.producer, 'GET', `/presenters/all?bookingID=${empty.bookingID}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await inject(other.producer, 'GET', `/presenters/all?bookingID=${booking.bookingID}`)).statusCode).toBe(404);
  });

  it('keep permissions and bridge access; present off forces webcam off', async () => {
    const response = await update(tenant.producer, { permissions: { ...allOn, canPresent: false, canTeleport: false }, bridgeAccess: false, brand: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      permissions: { ...allOn, canPresent: false, canTeleport: false, canShareWebcam: false },
      bridgeAccess: false,
      brand: true,
    });
    const row = await storedPresenter();
    expect(JSON.parse(row!.permissions!)).toMatchObject({ canPresent: false, canShareWebcam: false });
    expect(row!.bridge_access).toBe(0);
  });

  it('refuse bad input, unknown permissions, an attendee and another producer', async () => {
    expect((await update(tenant.producer, { first: '' })).json().fieldErrors).toEqual({ first: 'Required' });
    expect((await update(tenant.producer, { permissions: { ...allOn, canFly: true } })).statusCode).toBe(400);
    const attendee = (await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID))).json();
    expect((await update(tenant.producer, { registrationID: attendee.registrationID })).statusCode).toBe(404);
    expect((await update(other.producer, { first: 'Hacked' })).statusCode).toBe(404);
    expect(JSON.parse((await storedPresenter())!.registration_data).firstName).toBe('Grace');
  });

  it('are deleted only with their own booking', async () => {
    const second = await createBooking(server, tenant.producer, tenant.spaceID);
    expect((await inject(tenant.producer, 'DELETE', `/presenter?bookingID=${second.bookingID}&registrationID=${presenter.registrationID}`)).statusCode).toBe(404);
    expect((await inject(other.producer, 'DELETE', `/presenter?bookingID=${booking.bookingID}&registrationID=${presenter.registrationID}`)).statusCode).toBe(404);
    expect(await storedPresenter()).toBeDefined();
    expect((await inject(tenant.producer, 'DELETE', `/presenter?bookingID=${booking.bookingID}&registrationID=${presenter.registrationID}`)).statusCode).toBe(204);
    expect(await storedPresenter()).toBeUndefined();
  });

  it('get a new login code; the old one stops working', async () => {
    const response = await inject(tenant.producer, 'PUT', '/presenter/login/regenerate', { registrationID: presenter.registrationID });
    const code = response.json<string>();
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(code).not.toBe(presenter.loginCode);
    expect((await inject(admin, 'GET', `/login-admin?loginCode=${presenter.loginCode}`)).statusCode).toBe(404);
    expect((await inject(admin, 'GET', `/login-admin?loginCode=${code}`)).json()).toEqual({ bookingID: booking.bookingID });
    expect((await inject(other.producer, 'PUT', '/presenter/login/regenerate', { registrationID: presenter.registrationID })).statusCode).toBe(404);
    const attendee = (await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID))).json();
    expect((await inject(tenant.producer, 'PUT', '/presenter/login/regenerate', { registrationID: attendee.registrationID })).statusCode).toBe(404);
  });
});
