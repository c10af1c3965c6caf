import { useAlert, useNavigate, useTexts } from '@greenroom/core';
import { HoverMenu, type HoverMenuItem } from '@greenroom/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { sortProjectsAndSpaces } from '../data/sortByName';
import { useProjectsWithSpaces, type SpaceWindowApi } from '../data/queries';
import { spaceTextTable } from '../texts';

interface ProjectSpacePickerProps {
  api: SpaceWindowApi;
  producerID: string;
  onSelectSpace: (spaceID: string) => void;
}

/** A disabled entry standing in for the list when there is nothing to pick. */
const notice = (id: string, label: string): HoverMenuItem[] => [{ id, label, disabled: true }];

/**
 * The 'Select Project / Space' hover menu: projects by name, each opening its spaces by name.
 * A failed load alerts 'Error getting projects and spaces' and goes to / (once per failure); a
 * producer without projects is told to ask a super-admin.
 */
export function ProjectSpacePicker({ api, producerID, onSelectSpace }: ProjectSpacePickerProps) {
  const projects = useProjectsWithSpaces(api, producerID);
  const alert = useAlert();
  const texts = useTexts(spaceTextTable);
  const navigate = useNavigate();

  // Only a failure that happens while this picker is shown is reported: the picker mounted again
  // by the host's route change after the alert sees the same (old) failure and stays quiet.
  const [failuresBefore] = useState(projects.errorUpdateCount);
  const reported = useRef(failuresBefore);
  useEffect(() => {
    if (!projects.isError || projects.errorUpdateCount <= reported.current) return;
    reported.current = projects.errorUpdateCount;
    alert(texts.projectsError);
    navigate('/');
  }, [projects.isError, projects.errorUpdateCount, alert, navigate, texts]);

  const items = useMemo<HoverMenuItem[]>(() => {
    if (projects.isError) return notice('error', texts.projectsError);
    if (projects.data?.length === 0) return notice('none', texts.noProjects);
    return sortProjectsAndSpaces(projects.data ?? []).map((project) => ({
      id: project.projectID,
      label: project.projectName,
      children: project.spaces.map((space) => ({
        id: space.spaceID,
        label: space.spaceName,
        onSelect: () => onSelectSpace(space.spaceID),
      })),
    }));
  }, [projects.isError, projects.data, onSelectSpace, texts]);

  return <HoverMenu label={texts.selectProjectSpace} items={items} emptyLabel={texts.noSpaces} disabled={projects.isPending} />;
}
