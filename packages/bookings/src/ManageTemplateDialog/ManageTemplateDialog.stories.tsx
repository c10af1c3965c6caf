import type { Story } from '@ladle/react';
import { HttpError } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { useState } from 'react';
import { BookingStoryPortal, staleRecord, STORY_BOOKING_ID } from '../stories/BookingStoryPortal';
import { ManageTemplateDialog } from './ManageTemplateDialog';

export default { title: 'Bookings / Dialogs / Manage Template Dialog' };

/** The live demo booking's custom template ('Day-of Reminder') and its first system one. */
const CUSTOM = 'template-1-custom';
const SYSTEM = 'template-1-1';

/** The dialog open on one template, with a button to reopen it after it closed. */
function Stage({ emailTemplateID }: { emailTemplateID: string }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <ManageTemplateDialog emailTemplateID={emailTemplateID} bookingID={STORY_BOOKING_ID} onClose={() => setOpen(false)} />
  ) : (
    <Button variant="secondary" onClick={() => setOpen(true)}>
      Open dialog
    </Button>
  );
}

/** A custom template: every field, the HTML toggle, the element dropdown and the delete icon. */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <Stage emailTemplateID={CUSTOM} />
  </BookingStoryPortal>
);

/** A system template ('Attendee Invite Link'): no delete icon. */
export const SystemTemplate: Story = () => (
  <BookingStoryPortal>
    <Stage emailTemplateID={SYSTEM} />
  </BookingStoryPortal>
);

/** Saving never finishes: the dialog stays busy. */
export const Saving: Story = () => (
  <BookingStoryPortal pending={['emailTemplates.update']}>
    <Stage emailTemplateID={CUSTOM} />
  </BookingStoryPortal>
);

/** Saving and deleting fail with the spec's texts. */
export const Error: Story = () => (
  <BookingStoryPortal failing={['emailTemplates.update', 'emailTemplates.delete']}>
    <Stage emailTemplateID={CUSTOM} />
  </BookingStoryPortal>
);

/** The server refuses the reply-to (a 400 with `fieldErrors.replyTo`): its message shows under the field. */
export const ServerFieldError: Story = () => (
  <BookingStoryPortal
    failing={[{ call: 'emailTemplates.update', error: new HttpError(400, 'Invalid request', undefined, { replyTo: 'Reply-to must be a valid email address' }) }]}
  >
    <Stage emailTemplateID={CUSTOM} />
  </BookingStoryPortal>
);

/** Someone else saved the template after it was read (412): the producer is told so, the template is read again and the dialog closes. */
export const ChangedElsewhere: Story = () => (
  <BookingStoryPortal failing={[{ call: 'emailTemplates.update', error: staleRecord() }]}>
    <Stage emailTemplateID={CUSTOM} />
  </BookingStoryPortal>
);

/** The same in German: core's translated stale-record text. */
export const ChangedElsewhereGerman: Story = () => (
  <BookingStoryPortal locale="de" failing={[{ call: 'emailTemplates.update', error: staleRecord() }]}>
    <Stage emailTemplateID={CUSTOM} />
  </BookingStoryPortal>
);
