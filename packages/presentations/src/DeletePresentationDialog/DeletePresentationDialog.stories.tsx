import type { Story } from '@ladle/react';
import { DialogHarness } from '../stories/DialogHarness';
import { PresentationStoryPortal, STORY_DECK_ID, STORY_SPACE_ID } from '../stories/PresentationStoryPortal';
import { DeletePresentationDialog } from './DeletePresentationDialog';

export default { title: 'Presentations / Dialogs / Delete Presentation Dialog' };

const deck = { presentationID: STORY_DECK_ID, presentationName: 'Keynote Deck' };

function Harness() {
  return (
    <DialogHarness doneLabel="Deleted">
      {(dialog) => (
        <DeletePresentationDialog
          open={dialog.open}
          spaceID={STORY_SPACE_ID}
          presentation={deck}
          onClose={dialog.onClose}
          onDeleted={(p) => dialog.onDone(p.presentationName)}
        />
      )}
    </DialogHarness>
  );
}

/** 'Delete Presentation' with 'There is no undo for presentation delete.' and CANCEL / CONFIRM. */
export const Basic: Story = () => (
  <PresentationStoryPortal>
    <Harness />
  </PresentationStoryPortal>
);

/** CONFIRM pressed: the delete call has not answered. */
export const Deleting: Story = () => (
  <PresentationStoryPortal pending={['presentations.delete']}>
    <Harness />
  </PresentationStoryPortal>
);

/** The delete call fails. */
export const DeleteError: Story = () => (
  <PresentationStoryPortal failing={['presentations.delete']}>
    <Harness />
  </PresentationStoryPortal>
);
