import type { Story } from '@ladle/react';
import { DialogHarness } from '../stories/DialogHarness';
import { bigDeck, PresentationStoryPortal, STORY_DECK_ID } from '../stories/PresentationStoryPortal';
import { EditPresentationDialog } from './EditPresentationDialog';

export default { title: 'Presentations / Dialogs / Edit Presentation Dialog' };

function Harness({ presentationID = STORY_DECK_ID }: { presentationID?: string }) {
  return (
    <DialogHarness doneLabel="Saved">
      {(dialog) => (
        <EditPresentationDialog
          open={dialog.open}
          presentationID={presentationID}
          onClose={dialog.onClose}
          onSaved={(p) => dialog.onDone(`${p.name} (${p.slides.length} slides)`)}
        />
      )}
    </DialogHarness>
  );
}

/** 'Edit Presentation' for the three-slide demo deck. */
export const Basic: Story = () => (
  <PresentationStoryPortal>
    <Harness />
  </PresentationStoryPortal>
);

/** The presentation is still being fetched. */
export const Loading: Story = () => (
  <PresentationStoryPortal pending={['presentations.get']}>
    <Harness />
  </PresentationStoryPortal>
);

/** The presentation could not be fetched. */
export const LoadError: Story = () => (
  <PresentationStoryPortal failing={['presentations.get']}>
    <Harness />
  </PresentationStoryPortal>
);

/** SAVE pressed: the save call has not answered. */
export const Saving: Story = () => (
  <PresentationStoryPortal pending={['presentations.update']}>
    <Harness />
  </PresentationStoryPortal>
);

/** The save call fails. */
export const SaveError: Story = () => (
  <PresentationStoryPortal failing={['presentations.update']}>
    <Harness />
  </PresentationStoryPortal>
);

/** A deck of 200 slides: scrolls and reorders smoothly. */
export const LargeDeck: Story = () => (
  <PresentationStoryPortal presentations={[bigDeck(200)]}>
    <Harness presentationID="presentation-big" />
  </PresentationStoryPortal>
);
