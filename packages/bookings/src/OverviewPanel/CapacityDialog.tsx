import { MAX_EVENT_CAPACITY, validateCapacity, useTexts, type Booking, type PortalApi } from '@greenroom/core';
import { Button, Dialog, TextField } from '@greenroom/ui';
import { useId, useState, type FormEvent } from 'react';
import { placeServerErrors } from '../data/serverFieldErrors';
import { useSaveBooking } from '../data/useSaveBooking';
import type { LazyDialogProps } from '../PersonDialog/lazyDialog';
import { mainTextTable } from '../textTables/main';

export interface CapacityDialogProps extends LazyDialogProps {
  booking: Booking;
  api?: Pick<PortalApi, 'bookings'>;
}

/**
 * 'Event Capacity': numeric, min 0, at most 500, not below the registration count. A refusal
 * naming the capacity (400 `fieldErrors.capacity`) shows its message at the field; any other
 * failure 'Error updating the selected booking'. Loaded on first open (see lazyOverviewDialogs).
 * @example <CapacityDialog open booking={booking} onClose={close} />
 */
export function CapacityDialog({ open, booking, api, onClose }: CapacityDialogProps) {
  const texts = useTexts(mainTextTable);
  const formId = useId();
  const [value, setValue] = useState(String(booking.capacity));
  const [problem, setProblem] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { save, isPending } = useSaveBooking(booking.bookingID, api);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setFailed(false);
    const message = validateCapacity(value, { registrationCount: booking.registrationCount ?? 0 });
    setProblem(message);
    if (message) return;
    save(() => ({ capacity: Number(value.trim()) })).then(onClose, (error: unknown) => {
      // The server's own capacity rule (it may know a newer registration count) speaks at the field.
      const atField = placeServerErrors(error, ['capacity']).fields.capacity;
      if (atField) setProblem(atField);
      else setFailed(true);
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={texts.eventCapacity}
      busy={isPending}
      error={failed ? texts.capacityError : null}
      size="sm"
      data-ui="CapacityDialog"
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {texts.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextField
          label={texts.eventCapacity}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_EVENT_CAPACITY}
          step={1}
          value={value}
          error={problem}
          fullWidth
          onValueChange={(next) => {
            setValue(next);
            setProblem(null);
          }}
        />
      </form>
    </Dialog>
  );
}
