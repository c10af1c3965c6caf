import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

export default { title: 'UI / Kit / Dialog' };

type Preset = Partial<Omit<DialogProps, 'open' | 'onClose'>>;

/** An opener button plus the dialog, open from the start when `startOpen`. */
function Demo({ startOpen = false, children, ...props }: Preset & { startOpen?: boolean; children?: ReactNode }) {
  const [open, setOpen] = useState(startOpen);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        title="Name Calendar"
        actions={
          <>
            <Button variant="text" onClick={close}>
              CANCEL
            </Button>
            <Button onClick={close}>SAVE</Button>
          </>
        }
        {...props}
        open={open}
        onClose={close}
      >
        {children ?? (
          <label>
            Calendar name <input defaultValue="Main stage" />
          </label>
        )}
      </Dialog>
    </>
  );
}

export const Basic: Story = () => <Demo />;

export const WithDescription: Story = () => <Demo startOpen description="Calendars group bookings for a calendar feed." />;

export const Busy: Story = () => <Demo startOpen busy />;

export const Error: Story = () => <Demo startOpen error="Unable to save the calendar. Please try again." />;

export const NoActions: Story = () => (
  <Demo startOpen title="System Check Details" actions={null}>
    <p>SystemCheck ID: 42</p>
  </Demo>
);

/** Long content and three actions: on a phone the body scrolls and the buttons wrap, all in view. */
export const LongContent: Story = () => (
  <Demo
    startOpen
    title="Import Attendees From A Very Long Spreadsheet Name"
    description="Check the rows before importing."
    actions={
      <>
        <Button variant="text">CLOSE</Button>
        <Button variant="secondary">SAVE</Button>
        <Button>CONFIRM</Button>
      </>
    }
  >
    {Array.from({ length: 40 }, (_, row) => (
      <p key={row}>Row {row + 1}: attendee@example.com, Main Stage, Presenter</p>
    ))}
  </Demo>
);
