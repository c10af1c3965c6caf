import type { JsonValue } from '@greenroom/core';
import { adminTexts } from '../texts';

/**
 * A recorded before/after as one line: compact JSON, or '—' for a record that did not exist.
 * @example changeText({ projects: ['project-1'] }) // '{"projects":["project-1"]}'
 */
export function changeText(value: JsonValue | null): string {
  return value === null ? adminTexts.nothing : JSON.stringify(value);
}
