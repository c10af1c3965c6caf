// Issue 28: a client generated from the served OpenAPI document (openapi-typescript) must name
// core's entities, field for field. Every named schema but the error answer is checked against the
// type of the same name in packages/core/src/entities.ts, assignable both ways, by the TypeScript
// compiler in one program; a new titled schema (issue 28's convention) is checked without a change here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { createTestServer, type TestServer } from './helpers';

/** Named schemas that are no entity of core (the refusal body is the server's ErrorBody). */
const NOT_ENTITIES = new Set(['ErrorAnswer']);
const ENTITIES_FILE = resolve(__dirname, '../../core/src/entities.ts');
/** The guest pages' answers are typed beside their client in core (packages/core/src/guest/types.ts). */
const GUEST_FILE = resolve(__dirname, '../../core/src/guest/types.ts');
const GUEST_TYPES = new Set(['GuestPage', 'GuestSignUpForm', 'GuestSignUpResult']);

let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await createTestServer();
  dir = mkdtempSync(join(tmpdir(), 'greenroom-openapi-client-'));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Each name both ways, plus one mismatch that must be an error (so a vacuous `any` cannot pass). */
function checkSource(names: string[]): string {
  const lines = [
    "import type { components } from './api';",
    `import type * as core from ${JSON.stringify(ENTITIES_FILE.replace(/\.ts$/, ''))};`,
    `import type * as guest from ${JSON.stringify(GUEST_FILE.replace(/\.ts$/, ''))};`,
    "type S = components['schemas'];",
    ...names.flatMap((name) => {
      const type = `${GUEST_TYPES.has(name) ? 'guest' : 'core'}.${name}`;
      return [`export const ${name}FromServer = (value: S['${name}']): ${type} => value;`, `export const ${name}ToServer = (value: ${type}): S['${name}'] => value;`];
    }),
    '// @ts-expect-error a refusal is no booking: the check must be able to fail',
    "export const notABooking = (value: S['ErrorAnswer']): core.Booking => value;",
  ];
  return `${lines.join('\n')}\n`;
}

it("generates a client whose named schemas are core's entity types, assignable both ways", async () => {
  const document = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as { components: { schemas: Record<string, unknown> } };
  const names = Object.keys(document.components.schemas).filter((name) => !NOT_ENTITIES.has(name));
  expect(names).toEqual(expect.arrayContaining(['Booking', 'Registration', 'Presenter', 'EmailTemplate', 'Calendar', 'Presentation', 'Space', 'Project', 'Producer', 'World']));

  writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(document as never, { silent: true })));
  writeFileSync(join(dir, 'check.ts'), checkSource(names));
  const program = ts.createProgram([join(dir, 'check.ts')], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? `${d.file.fileName.split('/').pop()}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  expect(problems).toEqual([]);
});
