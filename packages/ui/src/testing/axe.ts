import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Rules that cannot work in jsdom (it has no layout or computed colours) are off;
 * label-content-name-mismatch is experimental in axe, so it is switched on explicitly.
 */
const RULES = {
  'color-contrast': { enabled: false },
  'label-content-name-mismatch': { enabled: true },
};

/**
 * Test timeout for a test that runs axe: one run over a calendar takes seconds in jsdom on a
 * loaded machine.
 * @example it('has no axe violations', async () => { … }, AXE_TIMEOUT);
 */
export const AXE_TIMEOUT = 30_000;

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on `root` (default: the whole body, so portalled overlays are included) and fails
 * the test on any serious or critical violation, listing rule, help and offending markup.
 * @example
 * render(<Dialog open title="Rename" onClose={close}>…</Dialog>);
 * await expectNoAxeViolations();
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, { rules: RULES, resultTypes: ['violations'] });
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const report = failing.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.html}\n    ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, report.join('\n')).toEqual([]);
}
