import { parseRegistrationCapacityInput, registrationNumberToggle, useMessageText, useTexts, type Booking, type PortalApi } from '@greenroom/core';
import { Switch, TextField } from '@greenroom/ui';
import { useState } from 'react';
import { placeServerErrors } from '../data/serverFieldErrors';
import { useSaveBooking } from '../data/useSaveBooking';
import { rmaTextTable } from '../textTables/rma';
import { CapacityRow, Helper, Problem } from './styles';

/** The booking fields a refusal of these saves may name; their message shows at the number. */
const CAPACITY_FIELDS = ['registrationCapacity', 'useRegistrationCapacity'] as const;

/**
 * 'Specify Registration Number': off means registration capacity equals the event capacity
 * (turning it off resets it and saves); on shows the number, saved on blur: blank is ignored,
 * anything but a whole number of at most 4 digits ('12.7', '1e3', '12345') is refused with core's
 * message at the field and nothing is saved (typed text is never silently changed into another
 * number). A server's field error shows at the number; other failures are silent
 * (docs/reference/bookings.md §8) and only logged.
 * @example <RegistrationCapacity booking={booking} />
 */
export function RegistrationCapacity({ booking, api }: { booking: Booking; api?: Pick<PortalApi, 'bookings'> }) {
  const texts = useTexts(rmaTextTable).registration;
  const toggle = useSaveBooking(booking.bookingID, api);
  const number = useSaveBooking(booking.bookingID, api);
  const [typed, setTyped] = useState(String(booking.registrationCapacity));
  const [problem, setProblem] = useState<string | null>(null);
  const messageText = useMessageText();

  const refused = (error: unknown) => {
    const placed = placeServerErrors(error, CAPACITY_FIELDS);
    const message = placed.fields.registrationCapacity ?? placed.fields.useRegistrationCapacity;
    if (message) setProblem(message);
    else console.error(error);
  };

  const saveNumber = () => {
    const parsed = parseRegistrationCapacityInput(typed);
    if (parsed.kind === 'blank') {
      setProblem(null);
      return setTyped(String(booking.registrationCapacity));
    }
    if (parsed.kind === 'invalid') return setProblem(parsed.message);
    setProblem(null);
    setTyped(String(parsed.value));
    if (parsed.value !== booking.registrationCapacity) number.save(() => ({ registrationCapacity: parsed.value })).catch(refused);
  };

  const onToggle = (on: boolean) =>
    toggle
      .save((current) => registrationNumberToggle(current, on))
      .then(() => {
        setProblem(null);
        if (!on) setTyped(String(booking.capacity));
      })
      .catch(refused);

  return (
    <CapacityRow>
      <Switch label={texts.specifyNumber} checked={booking.useRegistrationCapacity} busy={toggle.isPending} onChange={(on) => void onToggle(on)} />
      {booking.useRegistrationCapacity ? (
        <TextField
          label={texts.registrationNumber}
          inputMode="numeric"
          value={typed}
          error={problem}
          onValueChange={setTyped}
          onBlur={saveNumber}
        />
      ) : (
        <>
          <Helper>{texts.sameAsEvent(booking.capacity)}</Helper>
          {problem && <Problem role="alert">{messageText(problem)}</Problem>}
        </>
      )}
    </CapacityRow>
  );
}
