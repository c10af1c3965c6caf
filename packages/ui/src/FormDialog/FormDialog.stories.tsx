import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { FormDialog } from './FormDialog';

export default { title: 'UI / Kit / Form Dialog' };

/** An opener, the dialog (open from the start) with one required name, and the last saved name. */
function Demo({ pending = false, error = null }: { pending?: boolean; error?: string | null }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = () => {
    const trimmed = name.trim();
    setNameError(trimmed ? null : 'Required');
    if (!trimmed) return;
    setSaved(trimmed);
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      {saved ? <p>{`Saved: ${saved}`}</p> : null}
      <FormDialog open={open} title="Name Calendar" submitLabel="SAVE" pending={pending} error={error} onSubmit={save} onCancel={() => setOpen(false)}>
        <TextField
          label="Calendar Name"
          value={name}
          required
          fullWidth
          autoComplete="off"
          disabled={pending}
          error={nameError}
          onValueChange={(value) => {
            setName(value);
            setNameError(null);
          }}
        />
      </FormDialog>
    </>
  );
}

/** A name, required after trimming: Enter or SAVE saves it, Escape or CANCEL closes. */
export const Basic: Story = () => <Demo />;

/** The save is in progress: a spinner, and nothing submits or closes the dialog. */
export const Saving: Story = () => <Demo pending />;

/** The save failed: the reason in an alert above the buttons. */
export const Error: Story = () => <Demo error="An error occurred creating this calendar" />;
