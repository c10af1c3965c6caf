import { createTestApi, HttpError, type Calendar } from '@greenroom/core';
import { describe, expect, it, vi } from 'vitest';
import { controlApi, createApiControl } from './controlApi';

const calendar: Calendar = { calendarID: 'c1', calendarName: 'Season', loginCode: 'k', bookings: [], spaceID: 's1' };

function backend() {
  const list = vi.fn().mockResolvedValue([calendar]);
  const create = vi.fn().mockResolvedValue(calendar);
  return { list, create, api: createTestApi({ calendars: { list, create } }) };
}

/** Whether a promise has settled after the microtasks so far. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe('controlApi', () => {
  it('passes calls on unchanged and lets a spy on the wrapped api see them', async () => {
    const { api, list } = backend();
    const control = controlApi(api);
    await expect(control.api.calendars.list({ spaceID: 's1' })).resolves.toEqual([calendar]);
    expect(list).toHaveBeenCalledExactlyOnceWith({ spaceID: 's1' });
    expect(control.spy('calendars.list')).toHaveBeenCalledExactlyOnceWith({ spaceID: 's1' });
  });

  it('fail: rejects with a server error (or the given one) without reaching the backend, until undone', async () => {
    const { api, create } = backend();
    const control = controlApi(api);
    const undo = control.fail('calendars.create');
    await expect(control.api.calendars.create({ calendarName: 'x', spaceID: 's1' })).rejects.toEqual(new HttpError(500, 'Internal error'));
    control.fail('calendars.create', new HttpError(400, 'Invalid request', undefined, { calendarName: 'Too long' }));
    await expect(control.api.calendars.create({ calendarName: 'x', spaceID: 's1' })).rejects.toMatchObject({ status: 400, fieldErrors: { calendarName: 'Too long' } });
    expect(create).not.toHaveBeenCalled();
    undo();
    await expect(control.api.calendars.create({ calendarName: 'x', spaceID: 's1' })).resolves.toEqual(calendar);
  });

  it('hold: the call reaches the backend at once, its answer only on release; later calls are not held', async () => {
    const { api, create } = backend();
    const control = controlApi(api);
    const release = control.hold('calendars.create');
    const answer = control.api.calendars.create({ calendarName: 'x', spaceID: 's1' });
    expect(create).toHaveBeenCalledTimes(1);
    await control.flush();
    expect(await settledYet(answer)).toBe(false);
    expect(control.isHeld('calendars.create')).toBe(true);

    await release();
    await expect(answer).resolves.toEqual(calendar);
    expect(control.isHeld('calendars.create')).toBe(false);
    expect(await settledYet(control.api.calendars.create({ calendarName: 'y', spaceID: 's1' }))).toBe(true);
  });

  it('release refuses a call that is not held, so a story that lost its pending call fails loudly', async () => {
    const control = controlApi(backend().api);
    await expect(control.release('calendars.list')).rejects.toThrow('calendars.list is not held');
  });

  it('spy takes a one-off answer before the call is made', async () => {
    const control = controlApi(backend().api);
    control.spy('calendars.list').mockRejectedValueOnce(new HttpError(503, 'busy'));
    await expect(control.api.calendars.list({ spaceID: 's1' })).rejects.toMatchObject({ status: 503 });
    await expect(control.api.calendars.list({ spaceID: 's1' })).resolves.toEqual([calendar]);
  });

  it('a control serves one api', () => {
    const control = createApiControl();
    expect(() => control.api).toThrow('The control has not wrapped an api yet');
    control.wrap(backend().api);
    expect(control.wrapping).toBe(true);
    expect(() => control.wrap(backend().api)).toThrow('An api control wraps one api only');
  });
});
