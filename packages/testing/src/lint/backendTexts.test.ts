// @vitest-environment node
// docs/adr/0001-one-rule-book-two-backends.md: every refusal text and error code is written once, in
// @greenroom/core/rules (RULE_TEXTS lists them). A backend names them; this check fails on any string
// literal of the server or the memory backend equal to one of them, naming file:line and the export to use.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { RULE_TEXTS } from '@greenroom/core/rules';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** Shorter literals ('id', 'ok') are too common to mean a copied text. */
const MIN_LENGTH = 4;

/** The export naming each text, by the text (the first name wins where two tables share one). */
const ruleNames = new Map<string, string>();
for (const [name, text] of Object.entries(RULE_TEXTS)) if (text.length >= MIN_LENGTH && !ruleNames.has(text)) ruleNames.set(text, name);

/** The .ts files under `dir`, without tests and migrations. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.split(/[\\/]/).includes('migrations'));
}

/** Every string literal of `code` equal to a rule text, as 'file:line "text" (use NAME)'; module names are not texts. */
function ruleTextsWritten(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const name = ruleNames.get(node.text);
      if (name) found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} "${node.text}" (use ${name})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scan(dir: string): string[] {
  return sourceFiles(join(root, dir)).flatMap((path) => ruleTextsWritten(relative(root, path), readFileSync(path, 'utf8')));
}

describe('backends write no rule text or error code of their own', () => {
  it('finds a copied text or code, whatever the quotes, and passes over module names and short words', () => {
    const probe = "import { x } from 'Required';\nconst a = 'CapacityReached';\nconst b = `Required`;\nconst c = { ok: 'Full'.length, id: 'ok' };\n";
    expect(ruleTextsWritten('probe.ts', probe)).toEqual([
      'probe.ts:2 "CapacityReached" (use ERROR_CODES.capacityReached)',
      'probe.ts:3 "Required" (use messages.required)',
      'probe.ts:4 "Full" (use ERROR_CODES.full)',
    ]);
  });

  it('the memory backend (packages/core/src/memory)', () => {
    expect(scan('packages/core/src/memory')).toEqual([]);
  });

  it('the reference server (packages/server/src)', () => {
    expect(scan('packages/server/src')).toEqual([]);
  });
});
