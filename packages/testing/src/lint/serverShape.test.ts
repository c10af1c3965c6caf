// @vitest-environment node
// The server's shape (docs/architecture.md#the-servers-shape) is enforced by two rules of
// eslint.config.js: greenroom/server-sql-in-store and greenroom/server-layers. These checks lint
// probe files placed where real server code lives, so a loosened rule goes red here.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function messagesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const query = [
  "import { sql, type Kysely } from 'kysely';",
  "import type { Database } from '../platform/db/database';",
  'export const probe = (db: Kysely<Database>) => [',
  "  db.selectFrom('spaces').selectAll().execute(),",
  "  db.insertInto('outbox').values([]).execute(),",
  "  db.updateTable('spaces').set({ space_name: 'x' }).execute(),",
  "  db.deleteFrom('spaces').execute(),",
  '  sql`select 1`.execute(db),',
  '];',
  '',
].join('\n');

describe('greenroom/server-sql-in-store', () => {
  it('refuses SQL in a route module, a schema file or the platform outside platform/db', async () => {
    for (const path of ['packages/server/src/spaces/routes.ts', 'packages/server/src/spaces/schemas.ts', 'packages/server/src/platform/http/probe.ts']) {
      const messages = await messagesFor(path, query);
      expect(messages.filter((m) => m.startsWith('greenroom/server-sql-in-store'))).toEqual([
        expect.stringMatching(/docs\/architecture.md#the-servers-shape.*a value import from kysely \(`sql`\)/),
        expect.stringMatching(/`\.selectFrom\(`/),
        expect.stringMatching(/`\.insertInto\(`/),
        expect.stringMatching(/`\.updateTable\(`/),
        expect.stringMatching(/`\.deleteFrom\(`/),
        expect.stringMatching(/an sql`…` template/),
      ]);
    }
  });

  it('allows SQL in a store (file or folder), in platform/db and in a store test', async () => {
    const inPlatformDb = query.replace('../platform/db/database', './database');
    expect(await messagesFor('packages/server/src/spaces/store.ts', query)).toEqual([]);
    expect(await messagesFor('packages/server/src/spaces/store/probe.ts', query.replace('../platform', '../../platform'))).toEqual([]);
    expect(await messagesFor('packages/server/src/platform/db/probe.ts', inPlatformDb)).toEqual([]);
    expect(await messagesFor('packages/server/src/spaces/routes.test.ts', query)).toEqual([]);
  });

  it('lets a route import Kysely types', async () => {
    const code = "import type { Kysely, Transaction } from 'kysely';\nimport { type Selectable } from 'kysely';\nexport type Probe = [Kysely<object>, Transaction<object>, Selectable<object>];\n";
    expect(await messagesFor('packages/server/src/spaces/routes.ts', code)).toEqual([]);
  });
});

describe('greenroom/server-layers', () => {
  const layered = (path: string, source: string) => messagesFor(path, `import { probe } from '${source}';\nexport const again = probe;\n`);

  it('refuses an import that points up a layer', async () => {
    expect(await layered('packages/server/src/platform/http/probe.ts', '../../spaces/store')).toEqual([
      expect.stringMatching(/^greenroom\/server-layers: Server layers \(docs\/architecture.md#the-servers-shape\): platform .* may not import a domain/),
    ]);
    expect(await layered('packages/server/src/spaces/store.ts', './routes')).toEqual([expect.stringMatching(/a domain .* may not import routes \(spaces\/routes\)/)]);
    expect(await layered('packages/server/src/spaces/routes.ts', '../app')).toEqual([expect.stringMatching(/routes .* may not import the app/)]);
    expect(await layered('packages/server/src/platform/log/probe.ts', '../../cli')).toEqual([expect.stringMatching(/platform .* may not import the app/)]);
  });

  it('refuses a domain reading a domain listed after it', async () => {
    expect(await layered('packages/server/src/audit/store.ts', '../bookings/store/bookingRows')).toEqual([
      expect.stringMatching(/the audit domain may not import the bookings domain; a domain reads only domains listed before it/),
    ]);
  });

  it('allows imports that point down, a lower domain, and the Database aggregate of every tables.ts', async () => {
    expect(await layered('packages/server/src/spaces/routes.ts', '../platform/http/errors')).toEqual([]);
    expect(await layered('packages/server/src/spaces/routes.ts', '../bookings/store/bookingRows')).toEqual([]);
    expect(await layered('packages/server/src/bookings/store/bookingCache.ts', '../../spaces/store/spaces')).toEqual([]);
    expect(await layered('packages/server/src/app.ts', './spaces/routes')).toEqual([]);
    expect(await layered('packages/server/src/platform/db/database.ts', '../../spaces/tables')).toEqual([]);
  });
});
