import type { Story } from '@ladle/react';
import { DialogHarness } from '../stories/DialogHarness';
import { PresentationStoryPortal, STORY_DECK_ID } from '../stories/PresentationStoryPortal';
import { UploadSlidesDialog } from './UploadSlidesDialog';

export default { title: 'Presentations / Dialogs / Upload Slides Dialog' };

function Harness() {
  return (
    <DialogHarness doneLabel="Slides now">
      {(dialog) => (
        <UploadSlidesDialog open={dialog.open} presentationID={STORY_DECK_ID} onClose={dialog.onClose} onUploaded={(p) => dialog.onDone(String(p.slides.length))} />
      )}
    </DialogHarness>
  );
}

/** 'Upload Slides' for the three-slide demo deck: drop or choose PNGs of 960px x 540px. */
export const Basic: Story = () => (
  <PresentationStoryPortal>
    <Harness />
  </PresentationStoryPortal>
);

/** SAVE pressed: the files are on their way (the PUTs have not answered). */
export const Uploading: Story = () => (
  <PresentationStoryPortal pending={['uploads.put']}>
    <Harness />
  </PresentationStoryPortal>
);

/** A file's PUT fails: nothing is added to the presentation. */
export const UploadError: Story = () => (
  <PresentationStoryPortal failing={['uploads.put']}>
    <Harness />
  </PresentationStoryPortal>
);

/** The presentation could not be fetched. */
export const LoadError: Story = () => (
  <PresentationStoryPortal failing={['presentations.get']}>
    <Harness />
  </PresentationStoryPortal>
);
