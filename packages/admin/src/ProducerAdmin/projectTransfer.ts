import { sortByName, type Project, type ProjectMap } from '@greenroom/core';
import type { TransferItem } from '@greenroom/ui';

/**
 * Splits the projects by id into unassigned (left) and assigned (right) transfer items, by name.
 * @example splitProjects(projects, producer.projects) // { left: [...], right: [...] }
 */
export function splitProjects(projects: readonly Project[], assigned: ProjectMap = {}): { left: TransferItem[]; right: TransferItem[] } {
  const items = sortByName(projects, (p) => p.projectName).map((p) => ({ id: p.projectID, label: p.projectName }));
  return { left: items.filter((item) => !(item.id in assigned)), right: items.filter((item) => item.id in assigned) };
}

/**
 * The project map of the assigned items, keyed by projectID.
 * @example toProjectMap([{ id: 'p1', label: 'Demo' }]) // { p1: { projectID: 'p1', projectName: 'Demo' } }
 */
export function toProjectMap(items: readonly TransferItem[]): ProjectMap {
  return Object.fromEntries(items.map((item) => [item.id, { projectID: item.id, projectName: item.label }]));
}
