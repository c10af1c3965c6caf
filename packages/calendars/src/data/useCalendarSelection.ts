import { useFeatureSelection } from '@greenroom/core';

/** The name the calendars feature keeps its selection under in the provider's store. */
export const CALENDARS_FEATURE = 'calendars';

/**
 * The selected calendar id (null: none). Controlled by the parent when `selected` is given;
 * otherwise it is this feature's entry of the PortalProvider's selection store, which the host
 * clears on a tab or space switch (`resetFeatureSelections()`). `select` always reports to `onSelect`.
 * @example
 * const [selectedID, select] = useCalendarSelection(props.selectedCalendarID, props.onSelectCalendar);
 */
export function useCalendarSelection(
  selected: string | null | undefined,
  onSelect: ((calendarID: string | null) => void) | undefined,
): [string | null, (calendarID: string | null) => void] {
  const [stored, selectInStore] = useFeatureSelection(CALENDARS_FEATURE);
  const controlled = selected !== undefined;
  const select = (calendarID: string | null) => {
    if (!controlled) selectInStore(calendarID);
    onSelect?.(calendarID);
  };
  return [controlled ? selected : stored, select];
}
