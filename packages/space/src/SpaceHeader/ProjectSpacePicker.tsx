import { useAlert, useNavigate } from '@greenroom/core';
import { HoverMenu, type HoverMenuItem } from '@greenroom/ui';
import { useEffect, useMemo, useRef } from 'react';
import { sortProjectsAndSpaces } from '../data/sortByName';
import { useProjectsWithSpaces, type SpaceWindowApi } from '../data/queries';
import { spaceTexts } from '../texts';

interface ProjectSpacePickerProps {
  api: SpaceWindowApi;
  producerID: string;
  onSelectSpace: (spaceID: string) => void;
}

/**
 * The 'Select Project / Space' hover menu: projects by name, each opening its spaces by name.
 * A failed load alerts 'Error getting projects and spaces' and goes to /.
 */
export function ProjectSpacePicker({ api, producerID, onSelectSpace }: ProjectSpacePickerProps) {
  const projects = useProjectsWithSpaces(api, producerID);
  const alert = useAlert();
  const navigate = useNavigate();

  const reported = useRef(false);
  useEffect(() => {
    if (!projects.isError || reported.current) return;
    reported.current = true;
    alert(spaceTexts.projectsError);
    navigate('/');
  }, [projects.isError, alert, navigate]);

  const items = useMemo<HoverMenuItem[]>(
    () =>
      sortProjectsAndSpaces(projects.data ?? []).map((project) => ({
        id: project.projectID,
        label: project.projectName,
        children: project.spaces.map((space) => ({
          id: space.spaceID,
          label: space.spaceName,
          onSelect: () => onSelectSpace(space.spaceID),
        })),
      })),
    [projects.data, onSelectSpace],
  );

  return <HoverMenu label={spaceTexts.selectProjectSpace} items={items} disabled={projects.isPending} />;
}
