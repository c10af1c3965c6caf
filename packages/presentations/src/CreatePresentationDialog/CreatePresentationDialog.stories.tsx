import type { Story } from '@ladle/react';
import { DialogHarness } from '../stories/DialogHarness';
import { PresentationStoryPortal, STORY_SPACE_ID } from '../stories/PresentationStoryPortal';
import { CreatePresentationDialog } from './CreatePresentationDialog';

export default { title: 'Presentations / Dialogs / Create Presentation Dialog' };

function Harness() {
  return (
    <DialogHarness doneLabel="Created">
      {(dialog) => (
        <CreatePresentationDialog open={dialog.open} spaceID={STORY_SPACE_ID} onClose={dialog.onClose} onCreated={(created) => dialog.onDone(created.name)} />
      )}
    </DialogHarness>
  );
}

/** 'Create Presentation' with a name field and CANCEL / SAVE. */
export const Basic: Story = () => (
  <PresentationStoryPortal>
    <Harness />
  </PresentationStoryPortal>
);

/** SAVE pressed: the create call has not answered. */
export const Saving: Story = () => (
  <PresentationStoryPortal pending={['presentations.create']}>
    <Harness />
  </PresentationStoryPortal>
);

/** The create call fails. */
export const CreateError: Story = () => (
  <PresentationStoryPortal failing={['presentations.create']}>
    <Harness />
  </PresentationStoryPortal>
);
