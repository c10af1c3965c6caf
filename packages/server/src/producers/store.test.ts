import { newUserRow } from '../platform/auth/store/userPool';
import { openTestDatabase, TEST_SCRYPT_COST } from '../../test/helpers';
import { readAuditLog } from '../audit/store';
import { insertProducer, isUsernameTaken, loadProducers, producerRole, projectsExist, replaceProducerProjects } from './store';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
const by = { producerID: 'admin-1', at: 1_780_000_000_000 };
const newRow = (username: string) =>
  newUserRow({ username, email: `${username}@example.test`, firstName: 'Ada', lastName: username, temporaryPassword: 'Temporary1!', role: 1 }, by.at, TEST_SCRYPT_COST);

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insertInto('projects').values([
    { project_id: 'p1', project_name: 'One', created_at: 0 },
    { project_id: 'p2', project_name: 'Two', created_at: 0 },
  ]).execute();
});
afterAll(() => handle.close());

describe('producer store', () => {
  it('stores a producer, its projects and one audit row; a username taken meanwhile stores nothing', async () => {
    const row = await newRow('ada');
    expect(await insertProducer(handle.db, row, ['p1'], by)).toBe(true);
    expect(await loadProducers(handle.db, row.producer_id)).toEqual([
      { producerID: row.producer_id, name: 'Ada ada', role: 1, projects: { p1: { projectID: 'p1', projectName: 'One' } }, username: 'ada', email: 'ada@example.test', version: 1 },
    ]);
    expect(await producerRole(handle.db, row.producer_id)).toBe(1);
    expect(await isUsernameTaken(handle.db, ' ADA ')).toBe(true);

    const twin = await newRow('Ada');
    expect(await insertProducer(handle.db, twin, ['p2'], by)).toBe(false);
    expect(await producerRole(handle.db, twin.producer_id)).toBeNull();
    expect(await handle.db.selectFrom('producer_projects').selectAll().where('producer_id', '=', twin.producer_id).execute()).toEqual([]);
    expect((await readAuditLog(handle.db, undefined)).map((entry) => entry.action)).toEqual(['producer.create']);
  });

  it('replaces the assignments and records them before and after', async () => {
    const row = await newRow('grace');
    await insertProducer(handle.db, row, ['p1'], by);
    expect(await replaceProducerProjects(handle.db, row.producer_id, ['p2'], by)).toBe(true);
    const [producer] = await loadProducers(handle.db, row.producer_id);
    expect(Object.keys(producer.projects)).toEqual(['p2']);
    expect(producer.version).toBe(2);
    const [latest] = await readAuditLog(handle.db, undefined);
    expect(latest).toMatchObject({ action: 'producer.projects', target: row.producer_id, before: { projects: ['p1'] }, after: { projects: ['p2'] } });
  });

  it('answers whether every project exists', async () => {
    expect(await projectsExist(handle.db, [])).toBe(true);
    expect(await projectsExist(handle.db, ['p1', 'p2'])).toBe(true);
    expect(await projectsExist(handle.db, ['p1', 'nope'])).toBe(false);
  });
});
