import { useSelection } from '@greenroom/core';

/**
 * The selected calendar id (null: none). Controlled by the parent when `selected` is given;
 * otherwise it is the PortalProvider's selection store, which the host clears on a tab switch.
 * `select` always reports to `onSelect`.
 * @example
 * const [selectedID, select] = useCalendarSelection(props.selectedCalendarID, props.onSelectCalendar);
 */
export function useCalendarSelection(
  selected: string | null | undefined,
  onSelect: ((calendarID: string | null) => void) | undefined,
): [string | null, (calendarID: string | null) => void] {
  const stored = useSelection((state) => state.calendarID);
  const selectInStore = useSelection((state) => state.selectCalendar);
  const controlled = selected !== undefined;
  const select = (calendarID: string | null) => {
    if (!controlled) selectInStore(calendarID);
    onSelect?.(calendarID);
  };
  return [controlled ? selected : stored, select];
}
