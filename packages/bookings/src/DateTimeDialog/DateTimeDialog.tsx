import { isValidTimezone, messages, toEpochMs, toZonedParts, validateTimezone, zonedTimeToIso, useTexts } from '@greenroom/core';
import { Button, DatePicker, Dialog, TimePicker, TimezoneSelect } from '@greenroom/ui';
import { useId, useState, type FormEvent } from 'react';
import { placeServerErrors } from '../data/serverFieldErrors';
import { useDateTimeFormat } from '../data/useDateTimeFormat';
import { mainTextTable } from '../textTables/main';
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
  /** Shown when onSave rejects without a field error of this dialog; null keeps such a failure silent (the spinner just stops). */
  errorMessage?: string | null;
  /**
   * The `fieldErrors` keys of a refused save that name this dialog's time ('start', 'doorsOpen'):
   * the first one the answer carries shows at the date (a timezone message at the picker).
   */
  fieldKeys?: readonly string[];
  /** Label of the confirm button. Default 'SAVE'. */
  saveLabel?: string;
  /** Close after a successful save. Default true (false for a step that leads to another dialog). */
  closeOnSave?: boolean;
}

function toDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The instant the pickers name, or '' while they name none (no day, no time, no known zone). */
function chosenInstant(day: Date | null, time: string, timezone: string): string {
  if (!day || !time || !isValidTimezone(timezone)) return '';
  try {
    return zonedTimeToIso(day, time, timezone);
  } catch {
    return '';
  }
}

/**
 * A time edit dialog (docs/reference/bookings.md §2.3): timezone picker, date picker (MM/DD/YYYY) and time
 * picker, and under them the chosen moment on the viewer's own clock when it reads differently;
 * SAVE checks the timezone ('Please select a timezone', also after the picker was cleared) and the
 * dialog's rule and shows its message, else saves. A refused save shows the server's message for
 * this time at the date (see `fieldKeys`), else `errorMessage` (or nothing), and the spinner stops.
 * @example
 * <DateTimeDialog open title="Event Start" initial={{ time: booking.start.time, timezone: booking.start.timezone }}
 *   validate={(chosen) => validateRunStart({ ... })} fieldKeys={['start']} onSave={save} onClose={close} />
 */
export function DateTimeDialog({ open, ...rest }: DateTimeDialogProps) {
  return open ? <DateTimeForm {...rest} /> : null;
}

function DateTimeForm({ title, initial, validate, onSave, onClose, errorMessage = null, fieldKeys = [], saveLabel, closeOnSave = true }: Omit<DateTimeDialogProps, 'open'>) {
  const texts = useTexts(mainTextTable);
  const format = useDateTimeFormat();
  const formId = useId();
  const parts = toZonedParts(initial.time, initial.timezone);
  const [timezone, setTimezone] = useState(initial.timezone);
  const [day, setDay] = useState<Date | null>(parts ? toDay(parts.date) : null);
  const [time, setTime] = useState(parts?.time ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [timezoneError, setTimezoneError] = useState<string | undefined>();
  const [dateError, setDateError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const instant = chosenInstant(day, time, timezone);
  const yours = instant ? format.yourTime(instant, timezone, true) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    setDateError(undefined);
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
    } catch (error) {
      setBusy(false);
      const placed = placeServerErrors(error, fieldKeys).fields;
      const atField = fieldKeys.map((key) => placed[key]).find((message) => message !== undefined);
      if (atField === messages.timezoneRequired) setTimezoneError(atField);
      else if (atField) setDateError(atField);
      else setProblem(errorMessage);
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
        <TimezoneSelect
          label={texts.timezoneLabel}
          value={timezone}
          error={timezoneError}
          onChange={(zone) => {
            setTimezone(zone);
            setTimezoneError(undefined);
          }}
        />
        <DatePicker
          label={texts.dateLabel}
          value={day}
          error={dateError}
          onChange={(next) => {
            setDay(next);
            setDateError(undefined);
          }}
        />
        <TimePicker
          label={texts.timeLabel}
          value={time}
          // What the chosen wall time is where the viewer sits, when their clock reads differently.
          helperText={yours ?? undefined}
          onChange={(next) => {
            setTime(next);
            setDateError(undefined);
          }}
        />
      </Fields>
    </Dialog>
  );
}
