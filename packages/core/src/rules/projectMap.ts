import type { ProjectMap } from '../entities';

/** Ours (the spec has none): a producer's project map with an entry under another key than its projectID. */
export const PROJECT_KEY_MISMATCH = 'Each project must be keyed by its projectID';

/** The checked map: its project ids (in key order), or the field error (nothing is stored then). */
export type CheckedProjectMap = { ok: true; projectIDs: string[] } | { ok: false; fieldErrors: { projects: string } };

/**
 * A producer's project assignments (Create a Producer, Edit Producer): every entry must sit under
 * its own projectID. Whether the projects exist is the backend's look-up (404 'Project').
 * @example checkProjectMap({ p1: { projectID: 'p2', projectName: 'Demo' } }).ok // false
 */
export function checkProjectMap(projects: ProjectMap): CheckedProjectMap {
  const projectIDs = Object.keys(projects);
  const misKeyed = projectIDs.some((id) => projects[id].projectID !== id);
  return misKeyed ? { ok: false, fieldErrors: { projects: PROJECT_KEY_MISMATCH } } : { ok: true, projectIDs };
}
