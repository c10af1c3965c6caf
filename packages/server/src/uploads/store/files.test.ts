import { openTestDatabase } from '../../../test/helpers';
import { loadFile, storeFile } from './files';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
const path = 'slides/0b7c1a2e-1111-4222-8333-444455556666.png';

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('file store', () => {
  it('stores a file once, typed by its extension; a second upload to the path changes nothing', async () => {
    expect(await loadFile(handle.db, path)).toBeUndefined();
    expect(await storeFile(handle.db, path, Buffer.from('first'), 1)).toBe(true);
    expect(await storeFile(handle.db, path, Buffer.from('second!'), 2)).toBe(false);
    const file = await loadFile(handle.db, path);
    expect(file).toMatchObject({ content_type: 'image/png', size: 5 });
    expect(Buffer.from(file!.data).toString()).toBe('first');
  });
});
