// @vitest-environment node
// The import boundaries of docs/architecture.md are enforced by ESLint (eslint.config.js at the root); these
// checks lint small probe files placed where real code lives, so a loosened rule goes red here.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function messagesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries (eslint.config.js)', () => {
  it('a feature package imports neither another feature nor a router', async () => {
    const messages = await messagesFor(
      'packages/admin/src/Probe.tsx',
      "import { CalendarTab } from '@greenroom/calendars';\nimport { useNavigate } from 'react-router';\nexport const probe = [CalendarTab, useNavigate];\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: '@greenroom\/calendars'.*a feature package imports only @greenroom\/core and @greenroom\/ui/),
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: 'react-router'.*no router under packages/),
    ]);
  });

  it('a feature package may import core, ui and itself', async () => {
    const messages = await messagesFor(
      'packages/admin/src/Probe.tsx',
      "import { usePortal } from '@greenroom/core';\nimport { Button } from '@greenroom/ui';\nexport const probe = [usePortal, Button];\n",
    );
    expect(messages).toEqual([]);
  });

  it('production code never imports the testing kit; stories and tests may', async () => {
    const code = "import { PortalFixture } from '@greenroom/testing';\nexport const probe = PortalFixture;\n";
    expect(await messagesFor('packages/calendars/src/Probe.tsx', code)).toEqual([expect.stringMatching(/@greenroom\/testing is for stories and tests only/)]);
    expect(await messagesFor('packages/calendars/src/Probe.stories.tsx', code)).toEqual([]);
  });

  it('the server imports core only as types or through @greenroom/core/rules', async () => {
    const refused = await messagesFor('packages/server/src/probe.ts', "import { createHttpApi } from '@greenroom/core';\nexport const probe = createHttpApi;\n");
    expect(refused).toEqual([expect.stringMatching(/only as types or through @greenroom\/core\/rules/)]);
    const allowed = await messagesFor(
      'packages/server/src/probe.ts',
      "import type { Booking } from '@greenroom/core';\nimport { compareNames } from '@greenroom/core/rules';\nexport const probe: [Booking | null, typeof compareNames] = [null, compareNames];\n",
    );
    expect(allowed).toEqual([]);
  });

  it('the rule book stays React-free', async () => {
    const messages = await messagesFor('packages/core/src/rules/probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n");
    expect(messages).toEqual([expect.stringMatching(/@greenroom\/core\/rules is React-free/)]);
  });
});
