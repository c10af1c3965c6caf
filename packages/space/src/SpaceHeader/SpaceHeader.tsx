import { formatInZone, formatTexts, useApi, useNavigate, useTexts, type Space } from '@greenroom/core';
import { Button, CopyButton } from '@greenroom/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useProjectsWithSpaces, useSpaceQuery, type SpaceWindowApi } from '../data/queries';
import { spaceTextTable } from '../texts';
import { ProjectSpacePicker } from './ProjectSpacePicker';
import { SpaceUsage } from './SpaceUsage';
import { ActionsArea, DetailsArea, FieldLabel, HeaderField, HeaderRoot, PickerArea, ProjectName, ReleaseLabel, SpaceIDValue, SpaceName, TitleArea } from './styles';

/** Role value of the super-admin. */
const SUPER_ADMIN_ROLE = 0;

export interface SpaceHeaderProps {
  /** The producer whose projects the picker lists. */
  producerID: string;
  /** The producer's role; 0 (super-admin) adds the Space ID with copy and the Admin Menu button. */
  role: number;
  /** The selected space; none shows only the picker and the buttons. */
  spaceID?: string;
  /** A space was picked; the header then goes to /space/{spaceID}. */
  onSelectSpace?: (spaceID: string) => void;
  onSignOut: () => void;
  /** The Admin Menu button (super-admins only). */
  onAdminMenu?: () => void;
  /** Overrides the provider's API (projects.listWithSpaces, spaces.get, spaces.usage). */
  api?: SpaceWindowApi;
  /** Extra controls shown before Sign Out (e.g. the host's theme switch). */
  actions?: ReactNode;
}

/**
 * The space window's header: the 'Select Project / Space' hover menu, the project and space
 * names, 'Opens:' and 'Closes:' in the space's own timezone, 'Usage:' with a refresh button,
 * the Space ID with a copy button (super-admins), the release label 'Beta 0.15a', Sign Out and
 * Admin Menu (super-admins).
 *
 * @example
 * <SpaceHeader producerID={session.producerID} role={role} spaceID={spaceID}
 *   onSignOut={signOut} onAdminMenu={() => navigate('/admin-menu')} />
 */
export function SpaceHeader({ producerID, role, spaceID, onSelectSpace, onSignOut, onAdminMenu, api: apiOverride, actions }: SpaceHeaderProps) {
  const api = useApi<SpaceWindowApi>(apiOverride);
  const navigate = useNavigate();
  const texts = useTexts(spaceTextTable);
  const datePattern = useTexts(formatTexts).date;
  const space = useSpaceQuery(api, spaceID, producerID);
  const projects = useProjectsWithSpaces(api, producerID);
  const superAdmin = role === SUPER_ADMIN_ROLE;

  // A picked space's name (the page's h1) takes the focus once it shows: the picked menu item is
  // gone by then, and a pointer pick would otherwise leave focus on the page body.
  const [picked, setPicked] = useState<string>();
  const selectSpace = useCallback(
    (id: string) => {
      setPicked(id);
      onSelectSpace?.(id);
      navigate(`/space/${id}`);
    },
    [onSelectSpace, navigate],
  );

  const shown = spaceID !== undefined && space.data?.spaceID === spaceID ? space.data : undefined;
  const projectName = shown ? projectNameOf(shown, projects.data) : '';

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!shown || picked !== shown.spaceID) return;
    setPicked(undefined);
    heading.current?.focus({ preventScroll: true });
  }, [shown, picked]);

  return (
    <HeaderRoot data-ui="SpaceHeader" $withDetails={Boolean(shown)}>
      <PickerArea>
        <ProjectSpacePicker api={api} producerID={producerID} onSelectSpace={selectSpace} />
      </PickerArea>
      <TitleArea>
        {shown && (
          <>
            <ProjectName title={projectName}>{projectName}</ProjectName>
            <SpaceName ref={heading} tabIndex={-1} title={shown.spaceName}>
              {shown.spaceName}
            </SpaceName>
          </>
        )}
      </TitleArea>
      {shown && (
        <DetailsArea>
          <HeaderField>
            <FieldLabel>{texts.opens}</FieldLabel>
            <span>{formatInZone(shown.startDate.date, shown.startDate.timezone, datePattern)}</span>
          </HeaderField>
          <HeaderField>
            <FieldLabel>{texts.closes}</FieldLabel>
            <span>{formatInZone(shown.endDate.date, shown.endDate.timezone, datePattern)}</span>
          </HeaderField>
          <SpaceUsage api={api} spaceID={shown.spaceID} maximumUserHours={shown.maximumUserHours} />
          {superAdmin && (
            <HeaderField>
              <FieldLabel>{texts.spaceID}</FieldLabel>
              <SpaceIDValue>{shown.spaceID}</SpaceIDValue>
              <CopyButton size="sm" text={shown.spaceID} label={texts.copySpaceID} />
            </HeaderField>
          )}
        </DetailsArea>
      )}
      <ReleaseLabel>{texts.releaseLabel}</ReleaseLabel>
      <ActionsArea>
        {actions}
        <Button variant="secondary" onClick={onSignOut}>
          {texts.signOut}
        </Button>
        {superAdmin && <Button onClick={onAdminMenu}>{texts.adminMenu}</Button>}
      </ActionsArea>
    </HeaderRoot>
  );
}

/** The space's embedded project name, else the name from the producer's project list. */
function projectNameOf(space: Space, projects: readonly { projectID: string; projectName: string }[] | undefined): string {
  return space.project?.projectName ?? projects?.find((p) => p.projectID === space.projectID)?.projectName ?? '';
}
