import type { SystemCheckData } from '@greenroom/core';
import { openTestDatabase } from '../../test/helpers';
import { insertSystemCheck, systemChecksOn } from './store';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
const data = { browserName: 'Chrome', hasMic: true } as unknown as SystemCheckData;
const check = (firstName: string) => ({ firstName: ` ${firstName} `, lastName: ' Lee ', comment: ' as typed ', data });

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('system check store', () => {
  it('files checks under the America/Chicago day, trims the names and lists the day oldest first', async () => {
    // 2026-11-22 04:30Z is still 2026-11-21 in Chicago (UTC-6).
    const late = await insertSystemCheck(handle.db, check('Late'), Date.parse('2026-11-22T04:30:00Z'));
    const early = await insertSystemCheck(handle.db, check('Early'), Date.parse('2026-11-21T15:00:00Z'));
    await insertSystemCheck(handle.db, check('Next'), Date.parse('2026-11-22T07:00:00Z'));
    const listed = await systemChecksOn(handle.db, '2026-11-21');
    expect(listed.map((c) => c.systemCheckID)).toEqual([early, late]);
    expect(listed[0]).toEqual({ systemCheckID: early, timestamp: '2026-11-21T15:00:00Z', firstName: 'Early', lastName: 'Lee', comment: ' as typed ', data });
    expect(await systemChecksOn(handle.db, '2026-11-20')).toEqual([]);
  });
});
