import type { Project, SpaceRef } from '@greenroom/core';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

/** A project of the picker with its spaces as a sorted list. */
export interface PickerProject {
  projectID: string;
  projectName: string;
  spaces: SpaceRef[];
}

/**
 * Projects sorted by projectName, each with its spaces sorted by spaceName (docs/reference/portal.md §9).
 * @example sortProjectsAndSpaces(projects)[0].spaces[0].spaceName
 */
export function sortProjectsAndSpaces(projects: readonly Project[]): PickerProject[] {
  return [...projects]
    .sort((a, b) => byText(a.projectName, b.projectName))
    .map((project) => ({
      projectID: project.projectID,
      projectName: project.projectName,
      spaces: Object.values(project.spaces ?? {}).sort((a, b) => byText(a.spaceName, b.spaceName)),
    }));
}
