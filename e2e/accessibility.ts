// axe-core on a live page: every screen and open dialog of a journey is checked, and a serious or
// critical violation fails the journey (docs/architecture.md#testing).
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The impacts that fail a journey; minor and moderate findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** One readable line per violation: rule id, impact, help text and the elements it found. */
export function describeViolation(violation: Violation): string {
  const targets = violation.nodes.map((node) => node.target.map(String).join(' ')).join(', ');
  return `${violation.id} (${violation.impact}): ${violation.help} — ${targets}`;
}

/**
 * Runs axe-core on the page as it is now and fails (softly: the journey goes on and reports every
 * screen) when it finds a serious or critical violation, listing each one's id, targets and help.
 * @example
 * await page.getByRole('dialog', { name: 'Name Calendar' }).waitFor();
 * await expectAccessible(page, 'calendar-new-dialog');
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const blocking = await blockingViolations(page);
  expect.soft(blocking, `axe-core on '${name}' (${page.url()})`).toEqual([]);
}

/** The serious and critical violations axe-core finds on the page, one line each. */
export async function blockingViolations(page: Page): Promise<string[]> {
  await settleTransitions(page);
  // Evaluated through the DevTools protocol, not a <script> tag, so the page's own strict CSP (which
  // refuses inline scripts, as it should) does not block the check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const found = await (window as unknown as { axe: typeof axe }).axe.run(document);
    return found.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
  });
  return violations.filter((violation) => BLOCKING.has(violation.impact ?? '')).map(describeViolation);
}

/**
 * Waits for the page's finite CSS transitions and animations to end: colours measured halfway
 * through a fade (a tab turning enabled) would be reported as poor contrast. Endless ones, such
 * as a spinner's, are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
