import type { JsonValue } from '@greenroom/core';
import type { AdminTexts } from '../texts';

/**
 * A recorded before/after as one line: compact JSON, or the texts' `nothing` ('—') for a record
 * that did not exist.
 * @example changeText({ projects: ['project-1'] }, texts) // '{"projects":["project-1"]}'
 */
export function changeText(value: JsonValue | null, texts: Pick<AdminTexts, 'nothing'>): string {
  return value === null ? texts.nothing : JSON.stringify(value);
}
