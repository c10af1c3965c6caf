import type { Story } from '@ladle/react';
import { useEffect } from 'react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { EVERY_KIND, OUTLOOK_EXPORT, TEMPLATE_HEADER as HEADER, UNKNOWN_COLUMNS } from './storyFiles';
import { UploadGuestsDialog } from './UploadGuestsDialog';

export default { title: 'Bookings / Dialogs / Upload Guests Dialog' };

const WITH_ERRORS = [HEADER, 'Zed,Z,,zed@example.com,,,,,,,yes', ',Y,,bad-email,,,,,,123456,no', 'Ada,Lovelace,Analytical Engines,ada@example.com,,,,,,,yes'].join('\r\n');
const GOOD = [HEADER, 'Zed,Z,,zed@example.com,,,,,,,yes', 'Yan,Y,,yan@example.com,,,,,,,no', 'Zed again,Z,,ZED@example.com,,,,,,,no'].join('\r\n');

/** Drops `text` as guests.csv into the dialog once it shows (Ladle only: a test uploads itself). */
function DropOnce({ text }: { text: string }) {
  useEffect(() => {
    const timer = setInterval(() => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="DropZone-input"]');
      if (!input) return;
      clearInterval(timer);
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'guests.csv', { type: 'text/csv' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, 100);
    return () => clearInterval(timer);
  }, [text]);
  return null;
}

const dialog = (drop?: string) => (
  <>
    <WithBooking>{(booking) => <UploadGuestsDialog open booking={booking} onClose={() => {}} />}</WithBooking>
    {drop ? <DropOnce text={drop} /> : null}
  </>
);

/** The drop zone and the template download. */
export const Basic: Story = () => <BookingStoryPortal>{dialog()}</BookingStoryPortal>;

/** A file with a bad row: every problem with its line, column and message; IMPORT stays off. */
export const PreviewWithErrors: Story = () => <BookingStoryPortal>{dialog(WITH_ERRORS)}</BookingStoryPortal>;

/** A good file: two new guests and one duplicate email in the file (skipped). */
export const Preview: Story = () => <BookingStoryPortal>{dialog(GOOD)}</BookingStoryPortal>;

/** Every kind of row: the preview lists each with its line and details, filterable by kind. */
export const EveryKindOfRow: Story = () => <BookingStoryPortal>{dialog(EVERY_KIND)}</BookingStoryPortal>;

/** An Outlook export: its columns matched to ours, to check before the preview. */
export const OutlookExport: Story = () => <BookingStoryPortal>{dialog(OUTLOOK_EXPORT)}</BookingStoryPortal>;

/** Columns named nothing we know: First Name is required and must be matched by hand. */
export const UnknownColumns: Story = () => <BookingStoryPortal>{dialog(UNKNOWN_COLUMNS)}</BookingStoryPortal>;

/** The server refuses: 'An error occurred uploading the parsed attendees'. */
export const UploadError: Story = () => <BookingStoryPortal failing={['registrations.bulkCreate']}>{dialog(GOOD)}</BookingStoryPortal>;
