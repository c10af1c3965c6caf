import { useState } from 'react';
import { CalendarDetail } from '../CalendarDetail/CalendarDetail';
import { CalendarList } from '../CalendarList/CalendarList';
import { useCalendarSelection } from '../data/useCalendarSelection';
import type { CalendarsSlice } from '../types';
import { TabRoot } from './styles';

export interface CalendarTabProps {
  /** The space whose calendars are shown. */
  spaceID: string;
  /**
   * The selected calendar: null for none (the list), an id for its detail view. Give it to
   * control the selection; leave it out to use the calendars entry of the PortalProvider's
   * selection store (which the host clears on a tab switch with `resetFeatureSelections()`).
   */
  selectedCalendarID?: string | null;
  /** Every selection change: a calendar opened or created (its id), back or delete (null). */
  onSelectCalendar?: (calendarID: string | null) => void;
  /** Overrides the PortalProvider's api. */
  api?: CalendarsSlice;
}

/**
 * The Calendar tab of the space window: the list of the space's calendars with no calendar
 * selected, the calendar's detail view with one. Creating a calendar selects it; back and delete
 * clear the selection. After a move between the views the focus lands on the new view's title
 * (the calendar's name, or the list's), never on the page body.
 *
 * @example
 * <CalendarTab spaceID={spaceID} selectedCalendarID={calendarID} onSelectCalendar={setCalendarID} />
 */
export function CalendarTab({ spaceID, selectedCalendarID, onSelectCalendar, api }: CalendarTabProps) {
  const [selectedID, select] = useCalendarSelection(selectedCalendarID, onSelectCalendar);
  // The first view keeps the page's focus; every view the user moves to takes it.
  const [firstID] = useState(selectedID);
  const [moved, setMoved] = useState(false);
  if (!moved && selectedID !== firstID) setMoved(true);
  return (
    <TabRoot data-ui="CalendarTab">
      {selectedID === null ? (
        <CalendarList spaceID={spaceID} api={api} onOpenCalendar={select} focusOnMount={moved} />
      ) : (
        <CalendarDetail
          key={selectedID}
          spaceID={spaceID}
          calendarID={selectedID}
          api={api}
          focusOnMount={moved}
          onBack={() => select(null)}
        />
      )}
    </TabRoot>
  );
}
