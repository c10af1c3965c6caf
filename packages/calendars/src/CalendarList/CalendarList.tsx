import { Button, IconButton, Table, type TableColumn } from '@greenroom/ui';
import { useTexts, type Calendar } from '@greenroom/core';
import { Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { sortCalendarsByName } from '../data/calendarOrder';
import { useCalendarList } from '../data/useCalendarList';
import { useFocusOnMount } from '../focus/useFocusOnMount';
import { NameCalendarDialog } from '../NameCalendarDialog/NameCalendarDialog';
import { calendarTextTable } from '../texts';
import type { CalendarsSlice } from '../types';
import { ListHeader, ListRoot, ListTitle } from './styles';

export interface CalendarListProps {
  /** The space whose calendars are listed. */
  spaceID: string;
  /** Opens a calendar's detail view: a row (or its edit button), and a calendar just created. */
  onOpenCalendar: (calendarID: string) => void;
  /** Moves the focus to the list's title when it appears (the user came back from a calendar). */
  focusOnMount?: boolean;
  /** Overrides the PortalProvider's api. */
  api?: CalendarsSlice;
}

/**
 * The calendars of a space sorted by name, with alternating row shading and an edit button per
 * row, a NEW button opening 'Name Calendar', and the spec's loading, empty ('No calendars found
 * for this space.') and error ('An error occurred getting calendars for this space.') states.
 *
 * @example
 * <CalendarList spaceID="s1" onOpenCalendar={(calendarID) => select(calendarID)} />
 */
export function CalendarList({ spaceID, onOpenCalendar, focusOnMount = false, api }: CalendarListProps) {
  const texts = useTexts(calendarTextTable);
  const list = useCalendarList({ spaceID }, api);
  const titleRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const [naming, setNaming] = useState(false);
  const rows = useMemo(() => sortCalendarsByName(list.data ?? []), [list.data]);

  const columns: TableColumn<Calendar>[] = [
    { id: 'name', header: texts.columnName, cell: (calendar) => calendar.calendarName },
    {
      id: 'edit',
      header: texts.columnEdit,
      width: 72,
      align: 'end',
      cell: (calendar) => (
        <IconButton label={texts.editRow(calendar.calendarName)} size="sm" onClick={() => onOpenCalendar(calendar.calendarID)}>
          <Pencil />
        </IconButton>
      ),
    },
  ];

  return (
    <ListRoot data-ui="CalendarList">
      <ListHeader>
        <ListTitle ref={titleRef} tabIndex={-1}>
          {texts.listTitle}
        </ListTitle>
        <Button startIcon={<Plus />} onClick={() => setNaming(true)}>
          {texts.newButton}
        </Button>
      </ListHeader>
      <Table
        label={texts.listTitle}
        columns={columns}
        rows={rows}
        getRowId={(calendar) => calendar.calendarID}
        loading={list.isPending}
        loadingText={texts.loadingList}
        error={list.isError ? texts.listError : null}
        emptyText={texts.emptyList}
        onRowClick={(calendar) => onOpenCalendar(calendar.calendarID)}
      />
      <NameCalendarDialog
        open={naming}
        spaceID={spaceID}
        api={api}
        onClose={() => setNaming(false)}
        onSaved={(calendar) => onOpenCalendar(calendar.calendarID)}
      />
    </ListRoot>
  );
}
