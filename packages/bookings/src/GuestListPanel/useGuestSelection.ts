import { useMemo, useState } from 'react';

/** The Guest List's selection of pending guests for APPROVE / DENY. */
export interface GuestSelection {
  /** The selected guests that are still pending, in list order. */
  selected: string[];
  /** Every pending guest, in list order. */
  pending: string[];
  isSelected: (registrationID: string) => boolean;
  toggle: (registrationID: string, on: boolean) => void;
  /** 'Select all pending' on or off. */
  setAll: (on: boolean) => void;
  clear: () => void;
}

/**
 * Which pending guests are selected. A guest that stops being pending (decided elsewhere, list read
 * again) drops out of `selected` by itself.
 * @example const selection = useGuestSelection(['r1', 'r4']); selection.toggle('r1', true);
 */
export function useGuestSelection(pending: string[]): GuestSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo(() => pending.filter((id) => chosen.has(id)), [pending, chosen]);
  return {
    selected,
    pending,
    isSelected: (registrationID) => chosen.has(registrationID),
    toggle: (registrationID, on) =>
      setChosen((previous) => {
        const next = new Set(previous);
        if (on) next.add(registrationID);
        else next.delete(registrationID);
        return next;
      }),
    setAll: (on) => setChosen(on ? new Set(pending) : new Set()),
    clear: () => setChosen(new Set()),
  };
}
