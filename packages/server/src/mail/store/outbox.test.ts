import { openTestDatabase } from '../../../test/helpers';
import { readOutbox } from './outbox';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  handle = await openTestDatabase();
  const mails = Array.from({ length: 501 }, (_, i) => ({ id: `m${i}`, to: `${i}@example.test`, subject: `Mail ${i}`, text: 't', html: '<p>t</p>', created_at: 1_780_000_000_000 + i * 1000 }));
  await handle.db.insertInto('outbox').values(mails).execute();
});
afterAll(() => handle.close());

describe('outbox store', () => {
  it('answers the newest mail first with an ISO time', async () => {
    const [newest] = await readOutbox(handle.db, '1');
    expect(newest).toEqual({ id: 'm500', to: '500@example.test', subject: 'Mail 500', text: 't', html: '<p>t</p>', createdAt: new Date(1_780_000_500_000).toISOString() });
  });

  it('answers 100 unless asked, at least 1 and at most 500', async () => {
    expect(await readOutbox(handle.db, undefined)).toHaveLength(100);
    expect(await readOutbox(handle.db, '0')).toHaveLength(1);
    expect(await readOutbox(handle.db, '999')).toHaveLength(500);
  });
});
