import { toEpochMs, toZonedParts, validateTimezone, zonedTimeToIso, useTexts } from '@greenroom/core';
import { Button, DatePicker, Dialog, TimePicker, TimezoneSelect } from '@greenroom/ui';
import { useId, useState, type FormEvent } from 'react';
import { bookingsTextTable } from '../texts';
import { Fields } from './styles';

/** A chosen moment: ISO instant plus the zone it was picked in. */
export interface ChosenTime {
  time: string;
  timezone: string;
}

export interface DateTimeDialogProps {
  open: boolean;
  /** e.g. 'Event Start' or 'Set Run Start Date / Time'. */
  title: string;
  /** The moment the pickers start from, and its zone. */
  initial: ChosenTime;
  /** The rule of this dialog (spec messages); null when the choice passes. */
  validate: (chosen: ChosenTime) => string | null;
  /** Saves the choice; the dialog is busy until it settles. */
  onSave: (chosen: ChosenTime) => Promise<unknown> | void;
  onClose: () => void;
  /** Shown when onSave rejects; null keeps a failure silent (the spinner just stops). */
  errorMessage?: string | null;
  /** Label of the confirm button. Default 'SAVE'. */
  saveLabel?: string;
  /** Close after a successful save. Default true (false for a step that leads to another dialog). */
  closeOnSave?: boolean;
}

function toDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/**
 * A time edit dialog (docs/reference/bookings.md §2.3): timezone picker, date picker (MM/DD/YYYY) and time
 * picker; SAVE checks the dialog's rule and shows its message, else saves. A failure shows
 * `errorMessage` (or nothing) and the spinner stops.
 * @example
 * <DateTimeDialog open title="Event Start" initial={{ time: booking.start.time, timezone: booking.start.timezone }}
 *   validate={(chosen) => validateRunStart({ ... })} onSave={save} onClose={close} />
 */
export function DateTimeDialog({ open, ...rest }: DateTimeDialogProps) {
  return open ? <DateTimeForm {...rest} /> : null;
}

function DateTimeForm({ title, initial, validate, onSave, onClose, errorMessage = null, saveLabel, closeOnSave = true }: Omit<DateTimeDialogProps, 'open'>) {
  const texts = useTexts(bookingsTextTable);
  const formId = useId();
  const parts = toZonedParts(initial.time, initial.timezone);
  const [timezone, setTimezone] = useState(initial.timezone);
  const [day, setDay] = useState<Date | null>(parts ? toDay(parts.date) : null);
  const [time, setTime] = useState(parts?.time ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [timezoneError, setTimezoneError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const zoneProblem = validateTimezone(timezone);
    setTimezoneError(zoneProblem ?? undefined);
    if (zoneProblem) return;
    const iso = day && time ? zonedTimeToIso(day, time, timezone) : '';
    const chosen = { time: iso, timezone };
    const ruleProblem = toEpochMs(iso) === null ? validate({ ...chosen, time: '' }) : validate(chosen);
    if (ruleProblem) {
      setProblem(ruleProblem);
      return;
    }
    setBusy(true);
    try {
      await onSave(chosen);
      if (closeOnSave) onClose();
    } catch {
      setBusy(false);
      setProblem(errorMessage);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      busy={busy}
      error={problem}
      size="sm"
      data-ui="DateTimeDialog"
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {saveLabel ?? texts.save}
          </Button>
        </>
      }
    >
      <Fields id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <TimezoneSelect label={texts.timezoneLabel} value={timezone} error={timezoneError} onChange={(zone) => { setTimezone(zone); setTimezoneError(undefined); }} />
        <DatePicker label={texts.dateLabel} value={day} onChange={setDay} />
        <TimePicker label={texts.timeLabel} value={time} onChange={setTime} />
      </Fields>
    </Dialog>
  );
}
