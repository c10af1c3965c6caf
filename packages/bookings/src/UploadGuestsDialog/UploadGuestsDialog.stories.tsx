import type { Story } from '@ladle/react';
import { useEffect } from 'react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { UploadGuestsDialog } from './UploadGuestsDialog';

export default { title: 'Bookings / Dialogs / Upload Guests Dialog' };

const HEADER = 'First Name,Last Name,Company Name,Email Address,Phone Number,Address Line 1,Address Line 2,City,State,Zip Code,Brand';
const WITH_ERRORS = [HEADER, 'Zed,Z,,zed@example.com,,,,,,,yes', ',Y,,bad-email,,,,,,123456,no', 'Ada,Lovelace,Analytical Engines,ada@example.com,,,,,,,yes'].join('\r\n');
const GOOD = [HEADER, 'Zed,Z,,zed@example.com,,,,,,,yes', 'Yan,Y,,yan@example.com,,,,,,,no', 'Zed again,Z,,ZED@example.com,,,,,,,no'].join('\r\n');

/** An Outlook contacts export (Outlook.com / new Outlook: 'Export contacts', CSV), its header as Outlook writes it. */
export const OUTLOOK_EXPORT = [
  "First Name,Middle Name,Last Name,Title,Suffix,Nickname,Given Yomi,Surname Yomi,E-mail Address,E-mail 2 Address,E-mail 3 Address,Home Phone,Home Phone 2,Business Phone,Business Phone 2,Mobile Phone,Car Phone,Other Phone,Primary Phone,Pager,Business Fax,Home Fax,Other Fax,Company Main Phone,Callback,Radio Phone,Telex,TTY/TDD Phone,IMAddress,Job Title,Department,Company,Office Location,Manager's Name,Assistant's Name,Assistant's Phone,Company Yomi,Business Street,Business City,Business State,Business Postal Code,Business Country/Region,Home Street,Home City,Home State,Home Postal Code,Home Country/Region,Other Street,Other City,Other State,Other Postal Code,Other Country/Region,Personal Web Page,Spouse,Schools,Hobby,Location,Web Page,Birthday,Anniversary,Notes",
  'Zora,,Neale,,,,,,zora.neale@example.com,,,,,,,5551234567,,,,,,,,,,,,,,Author,,Harlem Letters,,,,,,12 Lenox Ave,New York,NY,10027,United States,,,,,,,,,,,,,,,,,,,',
].join('\r\n');

/** One row of each kind against the live demo booking's guests: new, unchanged, update, duplicate, error. */
export const EVERY_KIND = [
  HEADER,
  'Zed,Z,,zed@example.com,,,,,,,no',
  'Alan,Turing,Bletchley Labs,alan.turing@example.com,(555) 010-2030,100 Congress Ave,,Austin,TX,78701,no',
  'Grace,Hopper,Navy Labs,grace.hopper@example.com,(555) 010-2030,100 Congress Ave,,Austin,TX,78701,no',
  'Zed again,Z,,ZED@example.com,,,,,,,no',
  ',Y,,bad-email,,,,,,,no',
].join('\r\n');

/** A file whose columns are named nothing we know: the producer matches them by hand. */
export const UNKNOWN_COLUMNS = ['Guest,Surname,Contact,Notes', 'Yan,Y,yan@example.com,vegetarian', 'Xi,X,xi@example.com,'].join('\r\n');

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
