import type { Story } from '@ladle/react';
import { createDemoSeed, createMemoryApi, HttpError, useApi, type PortalApi } from '@greenroom/core';
import { PORTAL_FIXTURE_NOW } from '@greenroom/testing';
import { useState } from 'react';
import { SpaceStoryPortal, type SpaceStoryBackend, type SpaceStoryProps } from '../testing/SpaceStoryPortal';
import type { SpaceWindowApi } from '../data/queries';
import { ProjectSpacePicker } from './ProjectSpacePicker';

export default { title: 'Space / Parts / Project Space Picker' };

const ignore = () => undefined;

/** The picker on the provider's backend (SpaceStoryPortal's), as the header passes its api down. */
function PickerOnPortalApi({ producerID, onSelectSpace }: { producerID: string; onSelectSpace: (spaceID: string) => void }) {
  const api = useApi<SpaceWindowApi>();
  return <ProjectSpacePicker api={api} producerID={producerID} onSelectSpace={onSelectSpace} />;
}

function PickerStory({ backend, ...props }: SpaceStoryProps & { backend?: SpaceStoryBackend }) {
  return (
    <SpaceStoryPortal backend={backend} {...props}>
      {(view) => <PickerOnPortalApi producerID={view.producerID} onSelectSpace={view.onSelectSpace ?? ignore} />}
    </SpaceStoryPortal>
  );
}

/** The producer's projects by name on hover, each opening its spaces by name. */
export const Basic: Story<SpaceStoryProps> = (props) => <PickerStory {...props} />;

/** The projects have not loaded yet: the picker is disabled. */
export const Loading: Story<SpaceStoryProps> = (props) => <PickerStory backend="loading" {...props} />;

/** The projects cannot be loaded: 'Error getting projects and spaces', then a navigation to /. */
export const Error: Story<SpaceStoryProps> = (props) => {
  const [api] = useState<PortalApi>(() => {
    const base = props.api ?? createMemoryApi(createDemoSeed({ now: PORTAL_FIXTURE_NOW }));
    return { ...base, projects: { ...base.projects, listWithSpaces: () => Promise.reject(new HttpError(500, 'Projects unavailable')) } };
  });
  return <PickerStory {...props} api={api} />;
};

/** A producer with no project: the menu says so and whom to ask. */
export const Empty: Story<SpaceStoryProps> = (props) => {
  const [api] = useState<PortalApi>(() => {
    const base = props.api ?? createMemoryApi(createDemoSeed({ now: PORTAL_FIXTURE_NOW }));
    return { ...base, projects: { ...base.projects, listWithSpaces: async () => [] } };
  });
  return <PickerStory {...props} api={api} />;
};
