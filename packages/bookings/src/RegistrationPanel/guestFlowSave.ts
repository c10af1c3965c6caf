import { checkGuestFlow, defaultGuestFlow, HttpError, type Booking, type GuestFlow, type PortalApi } from '@greenroom/core';
import { useState } from 'react';
import { useSaveBooking } from '../data/useSaveBooking';

/** What a section's SAVE came to: saved, overtaken by someone else's save (412, already told), or refused. */
export type GuestFlowSaveResult = { kind: 'saved' } | { kind: 'stale' } | { kind: 'refused'; fieldErrors: Record<string, string> };

/**
 * The booking's guest flow as stored, or the defaults a backend without one stands for.
 * @example flowOf(booking).claimWindowHours // 24
 */
export function flowOf(booking: Pick<Booking, 'guestFlow'>): GuestFlow {
  return booking.guestFlow ?? defaultGuestFlow();
}

/**
 * Saves one section's part of the guest flow (PUT /booking with `guestFlow`): the change is applied
 * to the guest flow as last read, so the other section's stored values travel unchanged. A 412 is
 * handled like every booking save of the tab (message, reload); a 400's `guestFlow.*` field errors
 * come back for the fields; any other failure rejects.
 * @example
 * const { saveFlow } = useGuestFlowSave(booking);
 * const result = await saveFlow((flow) => ({ ...flow, waitlist: true }));
 */
export function useGuestFlowSave(booking: Pick<Booking, 'bookingID'>, api?: Pick<PortalApi, 'bookings'>) {
  const { save, isPending } = useSaveBooking(booking.bookingID, api);
  const saveFlow = (change: (flow: GuestFlow) => GuestFlow): Promise<GuestFlowSaveResult> =>
    save((current) => ({ guestFlow: change(flowOf(current)) })).then(
      (saved): GuestFlowSaveResult => (saved ? { kind: 'saved' } : { kind: 'stale' }),
      (error: unknown): GuestFlowSaveResult => {
        const fieldErrors = error instanceof HttpError ? (error.fieldErrors ?? {}) : {};
        if (Object.keys(fieldErrors).some((field) => field.startsWith('guestFlow.'))) return { kind: 'refused', fieldErrors };
        throw error;
      },
    );
  return { saveFlow, isPending };
}

/**
 * One section's SAVE: core's checkGuestFlow on the flow the section would store (its field errors
 * shown, nothing sent), then useGuestFlowSave's change; `problems` holds the field errors (local or
 * the server's), `failed` any other failure, and `onSaved` runs after a stored save.
 * @example
 * const section = useGuestFlowSection(booking, api, onSaved);
 * section.save({ ...flowOf(booking), waitlist: true }, (flow) => ({ ...flow, waitlist: true }));
 */
export function useGuestFlowSection(booking: Pick<Booking, 'bookingID'>, api: Pick<PortalApi, 'bookings'> | undefined, onSaved: () => void) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const { saveFlow, isPending } = useGuestFlowSave(booking, api);
  const save = (checked: GuestFlow, change: (flow: GuestFlow) => GuestFlow) => {
    const refusal = checkGuestFlow(checked);
    setFailed(false);
    if (refusal) return setProblems(refusal.fieldErrors ?? {});
    setProblems({});
    saveFlow(change).then(
      (result) => {
        if (result.kind === 'saved') onSaved();
        if (result.kind === 'refused') setProblems(result.fieldErrors);
      },
      (error: unknown) => {
        console.error(error);
        setFailed(true);
      },
    );
  };
  return { problems, failed, isPending, save };
}
