import type { IntakeField } from '@greenroom/core';

/**
 * Intake field settings whose save failed when the tab was left, per booking, so nothing is lost:
 * the tab shows them again on return and saves them when it is left again.
 * @example intakeDrafts.set('b1', fields);
 */
export const intakeDrafts = new Map<string, IntakeField[]>();
