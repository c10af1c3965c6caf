import { parseRegistrationCapacityInput, registrationNumberToggle, sanitizeRegistrationCapacityInput, useTexts, type Booking, type PortalApi } from '@greenroom/core';
import { Switch, TextField } from '@greenroom/ui';
import { useState } from 'react';
import { useSaveBooking } from '../data/useSaveBooking';
import { bookingsTextTable } from '../texts';
import { CapacityRow, Helper } from './styles';

const logFailure = (error: unknown) => console.error(error);

/**
 * 'Specify Registration Number': off means registration capacity equals the event capacity
 * (turning it off resets it and saves); on shows the number (max 4 digits, saved on blur, blank
 * ignored). Failures are silent (docs/reference/bookings.md §8).
 * @example <RegistrationCapacity booking={booking} />
 */
export function RegistrationCapacity({ booking, api }: { booking: Booking; api?: Pick<PortalApi, 'bookings'> }) {
  const texts = useTexts(bookingsTextTable).registration;
  const toggle = useSaveBooking(booking.bookingID, api);
  const number = useSaveBooking(booking.bookingID, api);
  const [typed, setTyped] = useState(String(booking.registrationCapacity));
  const [problem, setProblem] = useState<string | null>(null);

  const saveNumber = () => {
    const parsed = parseRegistrationCapacityInput(typed);
    if (parsed.kind === 'blank') return setTyped(String(booking.registrationCapacity));
    if (parsed.kind === 'invalid') return setProblem(parsed.message);
    setProblem(null);
    setTyped(String(parsed.value));
    if (parsed.value !== booking.registrationCapacity) number.save(() => ({ registrationCapacity: parsed.value })).catch(logFailure);
  };

  const onToggle = (on: boolean) =>
    toggle
      .save((current) => registrationNumberToggle(current, on))
      .then(() => {
        if (!on) setTyped(String(booking.capacity));
      })
      .catch(logFailure);

  return (
    <CapacityRow>
      <Switch label={texts.specifyNumber} checked={booking.useRegistrationCapacity} busy={toggle.isPending} onChange={(on) => void onToggle(on)} />
      {booking.useRegistrationCapacity ? (
        <TextField
          label={texts.registrationNumber}
          inputMode="numeric"
          maxLength={4}
          value={typed}
          error={problem}
          onValueChange={(value) => setTyped(sanitizeRegistrationCapacityInput(value))}
          onBlur={saveNumber}
        />
      ) : (
        <Helper>{texts.sameAsEvent(booking.capacity)}</Helper>
      )}
    </CapacityRow>
  );
}
