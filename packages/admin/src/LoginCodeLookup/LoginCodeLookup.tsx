import { requireName, useTexts } from '@greenroom/core';
import { Button, TextField } from '@greenroom/ui';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useLookupLoginCode } from '../data/useLookupLoginCode';
import { Actions, FormColumn } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { BookingLink } from './styles';

export interface LoginCodeLookupProps {
  /** The Booking Link was followed: open /booking/{bookingID}. */
  onOpenBooking: (bookingID: string) => void;
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * Login Code Lookup (/login-code-admin): a login code (non-blank), SUBMIT, and a 'Booking Link'
 * that opens the booking. A failed lookup shows nothing (docs/reference/portal.md §8); the field stays usable.
 * @example <LoginCodeLookup onOpenBooking={(id) => navigate(`/booking/${id}`)} />
 */
export function LoginCodeLookup({ onOpenBooking, api }: LoginCodeLookupProps) {
  const texts = useTexts(adminTextTable);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lookup = useLookupLoginCode(api);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = requireName(code);
    setError(checked.ok ? null : checked.error);
    if (checked.ok) lookup.mutate(checked.name);
  };
  const bookingID = lookup.data?.bookingID;
  const follow = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || !bookingID) return;
    event.preventDefault();
    onOpenBooking(bookingID);
  };

  return (
    <FormColumn data-ui="LoginCodeLookup" noValidate onSubmit={submit}>
      <TextField
        label={texts.loginCode}
        value={code}
        required
        fullWidth
        autoComplete="off"
        error={error}
        onValueChange={(value) => {
          setCode(value);
          setError(null);
          lookup.reset();
        }}
      />
      <Actions>
        <Button type="submit" busy={lookup.isPending}>
          {texts.submit}
        </Button>
      </Actions>
      {bookingID && (
        <BookingLink href={`/booking/${encodeURIComponent(bookingID)}`} onClick={follow}>
          {texts.bookingLink}
        </BookingLink>
      )}
    </FormColumn>
  );
}
