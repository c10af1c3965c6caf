import { CALENDAR_NAME_MAX_LENGTH, isStaleWrite, useTexts, validateCalendarName, type Calendar } from '@greenroom/core';
import { FormDialog, TextField } from '@greenroom/ui';
import { useState } from 'react';
import { serverFieldError } from '../data/serverFieldError';
import { useCreateCalendar } from '../data/useCreateCalendar';
import { useRenameCalendar } from '../data/useRenameCalendar';
import { calendarTextTable } from '../texts';
import type { CalendarsSlice } from '../types';

export interface NameCalendarDialogProps {
  open: boolean;
  /** CANCEL, the close button or Escape; never while saving. Also called after a save. */
  onClose: () => void;
  /** The space the calendar belongs to. */
  spaceID: string;
  /** The calendar to rename ('Edit Calendar Name'); without it a new one is created ('Name Calendar'). */
  calendar?: Calendar;
  /** The created or renamed calendar, as the server answered it. */
  onSaved?: (calendar: Calendar) => void;
  /** Overrides the PortalProvider's api. */
  api?: CalendarsSlice;
}

/**
 * 'Name Calendar' (create) or 'Edit Calendar Name' (rename). The name is required after
 * trimming ('Required', nothing sent) and at most 100 characters (the field stops there and says
 * so); while saving the dialog cannot be closed; a refusal of the name by the server shows the
 * server's message under the field, any other failure the spec's error text; SAVE tries again.
 * A rename carries the calendar's version as the dialog opened with it; when someone else saved the
 * calendar since (412) the producer is told so (core's staleRecord text), the dialog closes and
 * the calendar is read again.
 *
 * @example
 * <NameCalendarDialog open={naming} spaceID="s1" onClose={() => setNaming(false)}
 *   onSaved={(calendar) => select(calendar.calendarID)} />
 */
export function NameCalendarDialog({ open, ...rest }: NameCalendarDialogProps) {
  // Mounted only while open, so every opening starts from the calendar's current name.
  return open ? <NameCalendarForm {...rest} /> : null;
}

function NameCalendarForm({ onClose, spaceID, calendar: given, onSaved, api }: Omit<NameCalendarDialogProps, 'open'>) {
  const texts = useTexts(calendarTextTable);
  // The calendar as the dialog opened with it (its version): a later read must not make an older edit look current.
  const [calendar] = useState(given);
  const [name, setName] = useState(calendar?.calendarName ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateCalendar({ spaceID }, api);
  const rename = useRenameCalendar({ spaceID }, api);
  // The one of the two this dialog uses.
  const save = calendar ? rename : create;
  const saving = save.isPending;
  const serverNameError = serverFieldError(save.error, 'calendarName');
  const failure = save.isError && !serverNameError && !isStaleWrite(save.error) ? (calendar ? texts.renameError : texts.createError) : null;

  const finish = (saved: Calendar) => {
    onSaved?.(saved);
    onClose();
  };

  const submit = () => {
    save.reset();
    const problem = validateCalendarName(name);
    setNameError(problem);
    if (problem) return;
    if (calendar) rename.mutate({ calendar, calendarName: name }, { onSuccess: finish, onError: (error) => isStaleWrite(error) && onClose() });
    else create.mutate(name, { onSuccess: finish });
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      onSubmit={submit}
      title={calendar ? texts.editTitle : texts.createTitle}
      submitLabel={texts.save}
      cancelLabel={texts.cancel}
      pending={saving}
      error={failure}
      data-ui="NameCalendarDialog"
    >
      <TextField
        label={texts.nameLabel}
        value={name}
        required
        fullWidth
        autoComplete="off"
        maxLength={CALENDAR_NAME_MAX_LENGTH}
        helperText={texts.nameHint}
        disabled={saving}
        error={nameError ?? serverNameError}
        onValueChange={(value) => {
          setName(value);
          setNameError(null);
          if (serverNameError) save.reset();
        }}
      />
    </FormDialog>
  );
}
