import { formatInZone, formatTexts, requireName, useTexts, zonedTimeToIso, type AttendanceRecord } from '@greenroom/core';
import { Button, Checkbox, DatePicker, Spinner, TextField, TimePicker } from '@greenroom/ui';
import { useState, type FormEvent } from 'react';
import { useOpenAttendance, type OpenAttendance } from '../data/useOpenAttendance';
import { useRepairUsage } from '../data/useRepairUsage';
import { Actions, FieldRow, FormColumn, Hint, localDate, ScreenError, Section, SuccessPanel, useRestart } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { AttendeeGrid } from './styles';

export interface UsageRepairProps {
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * Repair a Booking's Usage Record (/usage-admin): 'Input Booking ID' (non-blank), then the attendees
 * without an exit time (Name, Enter, Exit) to tick, 'Select End Time to Mark (in event's timezone)'
 * defaulting to the event's end, Submit; 'Success' with BACK. Errors: 'An error occurred getting
 * this booking' (booking or attendees), 'An error occurred updating the selected attendees'.
 * @example <UsageRepair />
 */
export function UsageRepair({ api }: UsageRepairProps) {
  const [key, restart] = useRestart();
  return <UsageRepairBody key={key} api={api} onBack={restart} />;
}

function UsageRepairBody({ api, onBack }: UsageRepairProps & { onBack: () => void }) {
  const texts = useTexts(adminTextTable);
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [bookingID, setBookingID] = useState<string | null>(null);
  const found = useOpenAttendance({ bookingID }, api);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const checked = requireName(input);
    setInputError(checked.ok ? null : checked.error);
    if (checked.ok) setBookingID(checked.name);
  };

  return (
    <FormColumn as="div" data-ui="UsageRepair">
      <FormColumn noValidate onSubmit={lookUp}>
        <TextField
          label={texts.inputBookingID}
          value={input}
          required
          fullWidth
          autoComplete="off"
          error={inputError}
          onValueChange={(value) => {
            setInput(value);
            setInputError(null);
          }}
        />
        <Actions>
          <Button type="submit" variant="secondary" busy={found.isFetching}>
            {texts.lookUp}
          </Button>
        </Actions>
      </FormColumn>
      <ScreenError message={found.isError ? texts.bookingError : null} />
      {found.data && <RepairForm key={found.data.booking.bookingID} found={found.data} api={api} onBack={onBack} />}
    </FormColumn>
  );
}

function RepairForm({ found, api, onBack }: { found: OpenAttendance; api?: AdminSlice; onBack: () => void }) {
  const texts = useTexts(adminTextTable);
  const formats = useTexts(formatTexts);
  const { booking, open } = found;
  const zone = booking.end.timezone;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [day, setDay] = useState<Date | null>(() => localDate(formatInZone(booking.end.time, zone, 'YYYY-MM-DD')));
  const [time, setTime] = useState(() => formatInZone(booking.end.time, zone, 'HH:mm'));
  const [problem, setProblem] = useState<string | null>(null);
  const repair = useRepairUsage(api);

  if (repair.isSuccess) return <SuccessPanel onBack={onBack} />;
  if (open.length === 0) return <Hint>{texts.noOpenAttendees}</Hint>;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (repair.isPending) return;
    if (chosen.size === 0) return setProblem(texts.chooseAttendees);
    if (!day || !time) return setProblem(texts.required);
    setProblem(null);
    repair.mutate({ bookingID: booking.bookingID, attendees: [...chosen], endTime: zonedTimeToIso(day, time, zone) });
  };

  const busy = repair.isPending;
  const name = (r: AttendanceRecord) => `${r.intakeData.firstName} ${r.intakeData.lastName}`.trim();
  return (
    <FormColumn noValidate onSubmit={submit} aria-label={texts.openAttendees}>
      <Section>
        <h2>{texts.openAttendees}</h2>
        <AttendeeGrid role="table" aria-label={texts.openAttendees}>
          <div role="row">
            <span role="columnheader">{texts.name}</span>
            <span role="columnheader">{texts.enter}</span>
            <span role="columnheader">{texts.exit}</span>
          </div>
          {open.map((record) => (
            <div role="row" key={record.attendeesID}>
              <span role="cell">
                <Checkbox label={name(record)} checked={chosen.has(record.attendeesID)} disabled={busy} onCheckedChange={() => toggle(record.attendeesID)} />
              </span>
              <span role="cell">{formatInZone(record.startTime, booking.start.timezone, `${formats.dateTime} z`)}</span>
              <span role="cell">{record.endTime ? formatInZone(record.endTime, zone, `${formats.dateTime} z`) : ''}</span>
            </div>
          ))}
        </AttendeeGrid>
      </Section>
      <Section>
        <h2>{texts.selectEndTime}</h2>
        <FieldRow>
          <DatePicker label={texts.endDay} value={day} disabled={busy} onChange={setDay} />
          <TimePicker label={texts.endClock} value={time} disabled={busy} onChange={setTime} />
        </FieldRow>
      </Section>
      <ScreenError message={problem ?? (repair.isError ? texts.attendeesError : null)} />
      <Actions>
        <Button type="submit" busy={busy}>
          {texts.submitRepair}
        </Button>
        {busy && <Spinner label={texts.inProgress} />}
      </Actions>
    </FormColumn>
  );
}
