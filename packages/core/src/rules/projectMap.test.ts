import { describe, expect, it } from 'vitest';
import { checkProjectMap, PROJECT_KEY_MISMATCH } from './projectMap';

describe('checkProjectMap', () => {
  it('answers the project ids of a map keyed by projectID, none for an empty map', () => {
    const map = { p2: { projectID: 'p2', projectName: 'B' }, p1: { projectID: 'p1', projectName: 'A' } };
    expect(checkProjectMap(map)).toEqual({ ok: true, projectIDs: ['p2', 'p1'] });
    expect(checkProjectMap({})).toEqual({ ok: true, projectIDs: [] });
  });

  it('refuses a map with one entry under another key than its projectID', () => {
    const map = { p1: { projectID: 'p1', projectName: 'A' }, p9: { projectID: 'p2', projectName: 'B' } };
    expect(checkProjectMap(map)).toEqual({ ok: false, fieldErrors: { projects: PROJECT_KEY_MISMATCH } });
  });
});
