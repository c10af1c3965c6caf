import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isOffered, messages, type Booking, type PortalApi, type RegistrationsApi } from '@greenroom/core';
import { expectHttpError } from './expectError';
import { guestInput } from './fixture';
import { BLANK, UNKNOWN_ID } from './names';
import type { ContractFixture } from './types';

/** The calls every Guest List backend must offer: the list, and adding, editing and deleting a guest. */
export const GUEST_LIST_CALLS = ['listAttendees', 'create', 'update', 'delete'] as const;

/** The Guest List's calls a backend may leave out (`notOffered`): the panel hides what needs them. */
export const OPTIONAL_GUEST_CALLS = ['regenerateLogin', 'bulkCreate'] as const;

/**
 * The registration calls of a Guest List backend: the mandatory ones, and those of
 * {@link OPTIONAL_GUEST_CALLS} it offers (absent, or marked by core's `notOffered`).
 */
export type GuestCalls = Pick<RegistrationsApi, (typeof GUEST_LIST_CALLS)[number]> &
  Partial<Pick<RegistrationsApi, (typeof OPTIONAL_GUEST_CALLS)[number]>>;

/**
 * One backend the Guest List contract runs against, with one booking of its own.
 * @example
 * const backend: GuestsBackend = { registrations: adapter.registrations, bookingID: 'evt-1', loadBooking, cleanup: () => server.close() };
 */
export interface GuestsBackend {
  registrations: GuestCalls;
  /** An existing booking with no guests and room for a few. */
  bookingID: string;
  /** The booking the panel reads (mountGuests' `loadBooking`), when the backend offers it. */
  loadBooking?: (params: { bookingID: string; signal?: AbortSignal }) => Promise<Booking>;
  /** Frees what this backend holds (server, booking); called after every test. */
  cleanup(): Promise<void>;
}

/** Makes a fresh Guest List backend; called once per test (and once to see what it offers). @example describeGuestsContract('memory', makeGuests) */
export type MakeGuestsBackend = () => Promise<GuestsBackend>;

/** Which optional calls a Guest List backend offers; each offered one gets its tests. */
export interface GuestsOffer {
  regenerateLogin: boolean;
  bulkCreate: boolean;
  loadBooking: boolean;
}

/** Everything offered: a whole PortalApi backend. */
export const EVERY_GUEST_CALL: GuestsOffer = { regenerateLogin: true, bulkCreate: true, loadBooking: true };

/**
 * What `backend` offers, told by core's `isOffered` (absent and `notOffered` calls are not offered).
 * @example guestsOfferOf({ registrations: adapter.registrations, … }) // { regenerateLogin: false, bulkCreate: false, loadBooking: true }
 */
export function guestsOfferOf(backend: Pick<GuestsBackend, 'registrations' | 'loadBooking'>): GuestsOffer {
  return {
    regenerateLogin: isOffered(backend.registrations.regenerateLogin),
    bulkCreate: isOffered(backend.registrations.bulkCreate),
    loadBooking: isOffered(backend.loadBooking),
  };
}

/**
 * A Guest List backend on a whole PortalApi backend (memory or the reference server): a fresh
 * booking made through its api, its registrations and `bookings.get`. Closing the backend is left
 * to its owner.
 * @example describeGuestsContract('memory', async () => guestsBackendOf(await memory));
 */
export async function guestsBackendOf(backend: { api: PortalApi; setup(): Promise<ContractFixture> }): Promise<GuestsBackend> {
  const { bookingID } = await backend.setup();
  const { api } = backend;
  return { registrations: api.registrations, bookingID, loadBooking: (params) => api.bookings.get(params), cleanup: async () => {} };
}

/** A bulk-import row: the form's fields without the booking. */
const row = ({ bookingID: _bookingID, ...rest }: ReturnType<typeof guestInput>) => rest;

/**
 * The Guest List contract's tests, registered in the enclosing describe block for the calls
 * `offer` names. describeGuestsContract finds `offer` itself; the registrations contract passes
 * {@link EVERY_GUEST_CALL}.
 * @example guestsContractTests(() => guestsBackendOf(backend), EVERY_GUEST_CALL);
 */
export function guestsContractTests(makeGuestsBackend: MakeGuestsBackend, offer: GuestsOffer): void {
  let current: GuestsBackend | undefined;
  beforeEach(async () => {
    current = await makeGuestsBackend();
  });
  afterEach(async () => {
    await current?.cleanup();
    current = undefined;
  });
  const open = (): GuestsBackend & { registrations: Required<GuestCalls> } => {
    if (!current) throw new Error('The guests backend has not started.');
    return current as GuestsBackend & { registrations: Required<GuestCalls> };
  };

  it('offers every call a Guest List needs: list, create, update and delete', () => {
    const { registrations } = open();
    expect(Object.fromEntries(GUEST_LIST_CALLS.map((call) => [call, isOffered(registrations[call])]))).toEqual({
      listAttendees: true,
      create: true,
      update: true,
      delete: true,
    });
  });

  it('lists no guests for a booking without any: [] rather than an error', async () => {
    const { registrations, bookingID } = open();
    expect(await registrations.listAttendees({ bookingID })).toEqual([]);
  });

  it('creates a guest with trimmed details, answers the stored registration and lists it', async () => {
    const { registrations, bookingID } = open();
    const created = await registrations.create(
      guestInput(bookingID, { first: ' Ada ', last: ' Lovelace ', email: ' ada@example.com ', company: ' Analytical ', brand: true, allowEarlyAccess: true }),
    );
    expect(created).toMatchObject({
      bookingID,
      brand: true,
      allowEarlyAccess: true,
      registrationData: { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical', emailAddress: 'ada@example.com' },
    });
    expect(created.registrationID).toEqual(expect.any(String));
    expect(created.registrationID).not.toBe('');
    expect(await registrations.listAttendees({ bookingID })).toEqual([created]);
  });

  it("updates a guest's fields and answers the updated record, which the list then shows", async () => {
    const { registrations, bookingID } = open();
    const created = await registrations.create(guestInput(bookingID));
    const updated = await registrations.update({
      ...guestInput(bookingID, { first: ' Amazing ', company: 'Harvard', email: 'amazing@example.com', brand: true, allowEarlyAccess: true }),
      registrationID: created.registrationID,
    });
    expect(updated).toMatchObject({
      registrationID: created.registrationID,
      bookingID,
      brand: true,
      allowEarlyAccess: true,
      registrationData: { firstName: 'Amazing', lastName: 'Hopper', company: 'Harvard', emailAddress: 'amazing@example.com' },
    });
    expect(await registrations.listAttendees({ bookingID })).toEqual([updated]);
  });

  it('deletes a guest, who leaves the list; deleting it again is a 404', async () => {
    const { registrations, bookingID } = open();
    const kept = await registrations.create(guestInput(bookingID, { first: 'Alan', email: 'alan@example.com' }));
    const created = await registrations.create(guestInput(bookingID));
    await registrations.delete({ registrationID: created.registrationID });
    expect(await registrations.listAttendees({ bookingID })).toEqual([kept]);
    await expectHttpError(registrations.delete({ registrationID: created.registrationID }), 404);
  });

  it('refuses to update an unknown guest with 404', async () => {
    const { registrations, bookingID } = open();
    await expectHttpError(registrations.update({ ...guestInput(bookingID), registrationID: UNKNOWN_ID }), 404);
  });

  it('refuses a guest without the required first name with a 4xx and a message, and stores nothing', async () => {
    const { registrations, bookingID } = open();
    const error = await registrations.create(guestInput(bookingID, { first: BLANK })).then(
      () => undefined,
      (reason: unknown) => reason as { status?: unknown; message?: unknown },
    );
    expect(error?.status).toBeGreaterThanOrEqual(400);
    expect(error?.status).toBeLessThan(500);
    expect(error?.message).toEqual(expect.stringMatching(/\S/));
    expect(await registrations.listAttendees({ bookingID })).toEqual([]);
  });

  if (offer.loadBooking) {
    it('loads the booking the panel reads: its id, name and intake fields', async () => {
      const { loadBooking, bookingID } = open();
      const booking = await loadBooking!({ bookingID });
      expect(booking).toMatchObject({ bookingID, name: expect.stringMatching(/\S/), intakeFields: expect.any(Array) });
    });
  }

  if (offer.regenerateLogin) {
    it("regenerates a guest's login code, which the list then shows; an unknown guest is a 404", async () => {
      const { registrations, bookingID } = open();
      const created = await registrations.create(guestInput(bookingID));
      const code = await registrations.regenerateLogin({ registrationID: created.registrationID });
      expect(code).toEqual(expect.stringMatching(/\S/));
      expect(code).not.toBe(created.loginCode);
      expect((await registrations.listAttendees({ bookingID }))[0].loginCode).toBe(code);
      await expectHttpError(registrations.regenerateLogin({ registrationID: UNKNOWN_ID }), 404);
    });
  }

  if (offer.bulkCreate) {
    it('imports rows all at once, or none with the bad rows named', async () => {
      const { registrations, bookingID } = open();
      const refused = await registrations.bulkCreate({ bookingID, rows: [row(guestInput(bookingID)), row(guestInput(bookingID, { first: BLANK }))] });
      expect(refused).toEqual({ ok: false, message: '1 of 2 rows are invalid; nothing was imported.', errors: [{ row: 1, fieldErrors: { first: messages.required } }] });
      expect(await registrations.listAttendees({ bookingID })).toEqual([]);

      const imported = await registrations.bulkCreate({ bookingID, rows: [row(guestInput(bookingID)), row(guestInput(bookingID, { first: 'Alan', email: 'alan@example.com' }))] });
      expect(imported).toEqual({ ok: true, created: 2 });
      expect(await registrations.listAttendees({ bookingID })).toHaveLength(2);
    });

    it('previews an import with dryRun: every row classified by email, nothing stored', async () => {
      const { registrations, bookingID } = open();
      await registrations.create(guestInput(bookingID, { email: 'grace@example.com' }));
      const rows = [
        row(guestInput(bookingID, { email: ' GRACE@example.com ' })),
        row(guestInput(bookingID, { first: 'Alan', email: 'alan@example.com' })),
        row(guestInput(bookingID, { first: 'Al', email: 'ALAN@example.com' })),
      ];
      const preview = await registrations.bulkCreate({ bookingID, rows, dryRun: true, updateByEmail: true });
      expect(preview).toEqual({ ok: true, dryRun: true, created: 1, updated: 0, unchanged: 1, duplicates: 1, statuses: ['unchanged', 'new', 'duplicate'] });
      expect(await registrations.listAttendees({ bookingID })).toHaveLength(1);

      const withError = await registrations.bulkCreate({ bookingID, rows: [...rows, row(guestInput(bookingID, { email: 'bad' }))], dryRun: true, updateByEmail: true });
      expect(withError).toEqual({
        ok: false,
        message: '1 of 4 rows are invalid; nothing was imported.',
        errors: [{ row: 3, fieldErrors: { email: messages.emailInvalid } }],
        statuses: ['unchanged', 'new', 'duplicate', 'error'],
      });
    });

    it('updates by email, and a re-import of the same rows changes nothing', async () => {
      const { registrations, bookingID } = open();
      const existing = await registrations.create(guestInput(bookingID, { allowEarlyAccess: true }));
      const rows = [row(guestInput(bookingID, { first: 'Amazing', brand: true })), row(guestInput(bookingID, { first: 'Alan', email: 'alan@example.com' }))];
      expect(await registrations.bulkCreate({ bookingID, rows, updateByEmail: true })).toEqual({
        ok: true,
        created: 1,
        updated: 1,
        unchanged: 0,
        duplicates: 0,
        statuses: ['update', 'new'],
      });
      const listed = await registrations.listAttendees({ bookingID });
      expect(listed.find((r) => r.registrationID === existing.registrationID)).toMatchObject({
        loginCode: existing.loginCode,
        brand: true,
        allowEarlyAccess: true,
        registrationData: { firstName: 'Amazing' },
      });
      expect(await registrations.bulkCreate({ bookingID, rows, updateByEmail: true })).toMatchObject({ ok: true, created: 0, updated: 0, unchanged: 2 });
      expect(await registrations.listAttendees({ bookingID })).toEqual(listed);
    });
  }
}

/**
 * The Guest List's calls as a partner's backend must honour them (docs/reference/bookings.md §2.4,
 * §5, §7): an empty list is `[]`, create answers the stored guest trimmed and the list shows it,
 * update answers the updated record, delete removes (a second delete and an unknown id are 404),
 * a missing first name is a 4xx with a message. The optional calls (a new login code, the bulk
 * import, the booking loader) are tested only when the backend offers them (core's `isOffered`).
 * `makeGuestsBackend` is called once while the tests are collected, to see what it offers, then
 * once per test.
 * @example
 * describeGuestsContract('partner adapter', async () => {
 *   const partner = await startPartnerServer({ port: 0 });
 *   return { registrations: createGuestsAdapter(call).registrations, bookingID: 'evt-1', cleanup: partner.close };
 * });
 */
export function describeGuestsContract(name: string, makeGuestsBackend: MakeGuestsBackend): void {
  describe(`guests contract: ${name}`, async () => {
    const probe = await makeGuestsBackend();
    const offer = guestsOfferOf(probe);
    await probe.cleanup();
    guestsContractTests(makeGuestsBackend, offer);
  });
}
